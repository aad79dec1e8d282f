import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { SESSION_COOKIE_NAME, SessionStore } from '../auth';
import { browserWriteChecks } from './browser-writes';
import { buildApiDocument } from './openapi/api-document';
import { registerBodyHandling, requestDecompression } from './request-body';
import { RememberingSigner } from './remembering-signer';
import { recordRoutes } from './route-list';
import { securityHeaders } from './security-headers';
import { serveWebUi } from './web-ui';

const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Below this a gzip frame saves nothing worth a compression. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const INLINE_COMPRESS_MAX_BYTES = 64 * 1024;

/**
 * Everything HTTP-level the API and the tests share, as Fastify plugins and hooks, in the order a request meets
 * them: security headers, the cheap refusals of writes, the session and its user, then (per route) the body.
 * Bodies and queries are validated per route with `ZodBody` / `ZodQuery` and the shared schemas.
 */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.setGlobalPrefix('api');
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  recordRoutes(fastify);
  registerBodyHandling(fastify);

  // gzip only, at level 4: within 3 % of the default level's size on our JSON at two thirds of its time. Up to
  // 64 kB in place: a page of 50 tournaments (35 kB) compresses in ~110 µs, less than a zlib stream's set-up.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: INLINE_COMPRESS_MAX_BYTES,
    encodings: ['gzip'],
    zlibOptions: { level: 4 },
    // Request bodies: gzip, deflate or br, refused in our words when they do not decode (request-body.ts).
    ...requestDecompression,
  });

  // API answers are per user and change with every write: no browser or proxy keeps one. Static files set their own.
  const everyResponse = { ...securityHeaders({ https: config.appUrl.startsWith('https:') }), 'cache-control': 'no-store' };
  const checkWrite = browserWriteChecks(config.appUrl);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(everyResponse);
    try {
      checkWrite(request);
    } catch (refusal) {
      return done(refusal as Error);
    }
    done();
  });

  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    store: app.get<SessionStore>(SessionStore, { strict: false }),
    secret: new RememberingSigner(config.sessionSecret),
    cookieName: SESSION_COOKIE_NAME,
    // Cookies issued before the move to Fastify (express-session's `s:` prefix, same HMAC) stay valid.
    cookiePrefix: 's:',
    saveUninitialized: false,
    // The expiry is fixed at sign-in: a signed-in request reads its session row and never writes it.
    rolling: false,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
  });
  // The session's user, as guards and `@CurrentUser()` read it; a getter, so no hook runs for it.
  fastify.decorateRequest('user', {
    getter(this: FastifyRequest) {
      return this.session?.user;
    },
  });

  await serveWebUi(fastify, config.frontendDist);

  if (config.apiDocs) {
    SwaggerModule.setup('api/docs', app, () => buildApiDocument(app, config.version));
  }
}
