import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { buildApiDocument } from '../../src/platform/http/openapi/api-document';

/** Each operation's documented statuses, by `method /api/path/{param}` as the document writes its paths. */
function documentedStatuses(app: NestFastifyApplication): Map<string, Set<string>> {
  const statuses = new Map<string, Set<string>>();
  for (const [path, methods] of Object.entries(buildApiDocument(app, 'test').paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      statuses.set(`${method} ${path}`, new Set(Object.keys((operation as { responses: object }).responses)));
    }
  }
  return statuses;
}

/**
 * Watches every API answer the tests provoke and remembers the ones whose status the API document does not list
 * for that route, so the document's error answers are as complete as the tests are (test-app.ts fails on them).
 */
export function watchUndocumentedAnswers(app: NestFastifyApplication): () => string[] {
  const undocumented = new Set<string>();
  let documented: Map<string, Set<string>> | undefined;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      if (route?.startsWith('/api/') && !route.startsWith('/api/docs')) {
        documented ??= documentedStatuses(app);
        const statuses = documented.get(`${request.method.toLowerCase()} ${route.replace(/:(\w+)/g, '{$1}')}`);
        if (!statuses?.has(String(reply.statusCode))) undocumented.add(`${request.method} ${route} answered ${reply.statusCode}`);
      }
      done();
    });
  return () => [...undocumented];
}
