import { STATUS_CODES } from 'node:http';
import { HttpStatus, RequestMethod, type INestApplication } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type {
  OperationObject,
  RequestBodyObject,
  ResponseObject,
  ResponsesObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { apiErrorBodySchema } from '@rallypoint/shared';
import { routeAccessOf, type RouteAccess } from '../../auth/access.decorators';
import { SESSION_COOKIE_NAME } from '../../auth';
import type { z } from 'zod';
import { ANSWER_KEY, type AnswerDescription } from './answers.decorator';
import { componentRef, SchemaComponents } from './schema-components';
import { BODY_KEY } from './valid-input.decorators';

const SECURITY_SCHEME = 'session';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

interface RouteFacts extends RouteAccess {
  answer: AnswerDescription | undefined;
  /** The request body's schema (`@ValidBody`). */
  body: z.ZodType | undefined;
  /** The status of the success answer: the route's @HttpCode, else 201 for POST and 200 for the rest (as Nest answers). */
  success: number;
}

/** What each handler's access and answer decorators say, by the operation id Swagger gives it (`Controller_method`). */
function factsByOperationId(app: INestApplication): Map<string, RouteFacts> {
  const reflector = new Reflector();
  const access = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[method];
        if (method === 'constructor' || typeof handler !== 'function') continue;
        access.set(`${metatype.name}_${method}`, {
          ...routeAccessOf(reflector, handler, metatype),
          answer: reflector.get<AnswerDescription | undefined>(ANSWER_KEY, handler),
          body: reflector.get<z.ZodType | undefined>(BODY_KEY, handler),
          success:
            reflector.get<number | undefined>(HTTP_CODE_METADATA, handler) ??
            (reflector.get<RequestMethod>(METHOD_METADATA, handler) === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK),
        });
      }
    }
  }
  return access;
}

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: componentRef(apiErrorBodySchema) } },
});

/**
 * The answers every route can give besides its own, from what the edge and the guards do to any request
 * (docs/architecture.md, "The HTTP engine" and "Requests from the browser").
 */
function commonAnswers(
  method: string,
  operation: OperationObject,
  access: RouteFacts,
  components: SchemaComponents,
): ResponsesObject {
  const answers: ResponsesObject = {};
  // Any request: the edge refuses a NUL byte or too deep nesting in any query or body (unsafe-input.ts).
  answers[400] = error(
    operation.requestBody || (operation.parameters ?? []).length > 0
      ? 'Invalid input: `fields` names each field with its message.'
      : 'The query or body carries a NUL byte or nests too deep, or a compressed body does not decode.',
  );
  if (!access.isPublic) answers[401] = error('Not signed in.');
  const forbidden = [
    ...(access.roles ? [`Signed in without one of the roles ${access.roles.join(', ')}.`] : []),
    ...(WRITES.has(method) ? ['Sent from another site.'] : []),
  ];
  if (forbidden.length > 0) answers[403] = error(forbidden.join(' Or: '));
  const inPath = (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'path');
  if (inPath || refersToOthers(operation, components))
    answers[404] = error('Nothing with this id (or not visible to the caller).');
  // Every write: its body is read (or refused) by the edge whether the route expects one or not.
  if (WRITES.has(method)) {
    answers[413] = error('The body is larger than the route accepts (once decompressed).');
    answers[415] = error('The body is not JSON, or its Content-Encoding is not gzip, deflate or br.');
  }
  answers[503] = error('The database is busy or unreachable: try again after `retryAfterSeconds`.');
  return answers;
}

/** A body naming another record by id (`matchId`, `recipientId`…): that record may not exist. */
function refersToOthers(operation: OperationObject, components: SchemaComponents): boolean {
  const body = operation.requestBody as RequestBodyObject | undefined;
  const schema = components.resolve(body?.content?.['application/json']?.schema);
  const fields = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].flatMap((part) =>
    Object.keys(components.resolve(part)?.properties ?? {}),
  );
  return fields.some((name) => /Ids?$/.test(name));
}

/** The request body (laid out by Swagger, in each media type the route consumes) gets its schema. */
function describeBody(operation: OperationObject, body: z.ZodType | undefined, components: SchemaComponents): void {
  const content = (operation.requestBody as RequestBodyObject | undefined)?.content;
  if (!body || !content) return;
  for (const media of Object.values(content)) media.schema = components.describe(body, 'input');
}

/** The success answer (Swagger puts 200, 201 or the route's @HttpCode) gets the body its contract schema describes. */
function describeSuccess(responses: ResponsesObject, answer: AnswerDescription | undefined, components: SchemaComponents): void {
  if (!answer) return;
  const status = Object.keys(responses).find((code) => code.startsWith('2') && code !== '204');
  if (!status) return;
  const description = (responses[status] as ResponseObject | undefined)?.description ?? '';
  responses[status] = { description, content: { [answer.mediaType]: { schema: components.describe(answer.schema, 'output') } } };
}

/** Error answers a route declares itself (409, 429) get the one error shape too. */
function withErrorShape(responses: ResponsesObject): ResponsesObject {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const declared = response as ResponseObject;
      return Number(status) >= 400 && !declared.content ? [status, error(declared.description)] : [status, response];
    }),
  );
}

/**
 * The API's OpenAPI document: Swagger's scan of the controllers, plus the access and error answers of every route, and
 * the shared schemas of bodies and answers, the named ones as components.
 */
export function buildApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const base = new DocumentBuilder()
    .setTitle('RallyPoint API')
    .setVersion(version)
    .addServer('/', 'This RallyPoint: the API answers on the same origin as the web UI')
    .addCookieAuth(SESSION_COOKIE_NAME, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME }, SECURITY_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, base, {
    operationIdFactory: (controller, method) => `${controller}_${method}`,
  });
  const components = new SchemaComponents();
  components.describe(apiErrorBodySchema, 'output');
  const facts = factsByOperationId(app);
  for (const path of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(path) as [string, OperationObject][]) {
      if (!WRITES.has(method) && method !== 'get') continue;
      const route = facts.get(operation.operationId ?? '') ?? {
        isPublic: false,
        roles: undefined,
        answer: undefined,
        body: undefined,
        success: 200,
      };
      operation.security = route.isPublic ? [] : [{ [SECURITY_SCHEME]: [] }];
      // Swagger drops its default success answer from a handler that declares any @ApiResponse (a 409, a 429).
      if (!Object.keys(operation.responses).some((status) => /^[23]/.test(status))) {
        operation.responses[route.success] = { description: STATUS_CODES[route.success] ?? '' };
      }
      describeBody(operation, route.body, components);
      describeSuccess(operation.responses, route.answer, components);
      operation.responses = { ...commonAnswers(method, operation, route, components), ...withErrorShape(operation.responses) };
    }
  }
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...components.schemas } };
  return document;
}
