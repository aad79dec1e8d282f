import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject, ResponsesObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { apiErrorBodySchema, type Role } from '@rallypoint/shared';
import { PUBLIC_KEY, ROLES_KEY } from '../../auth/access.decorators';
import { SESSION_COOKIE_NAME } from '../../auth';
import { openApiSchemaOf } from './openapi-schema';

const SECURITY_SCHEME = 'session';
const ERROR_SCHEMA = 'ApiError';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

interface RouteAccess {
  isPublic: boolean;
  roles: readonly Role[] | undefined;
}

/** What each handler's access decorators say, by the operation id Swagger gives it (`Controller_method`). */
function accessByOperationId(app: INestApplication): Map<string, RouteAccess> {
  const reflector = new Reflector();
  const access = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[method];
        if (method === 'constructor' || typeof handler !== 'function') continue;
        const targets = [handler, metatype];
        access.set(`${metatype.name}_${method}`, {
          isPublic: !!reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets),
          roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets),
        });
      }
    }
  }
  return access;
}

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});

/**
 * The answers every route can give besides its own, from what the edge and the guards do to any request
 * (docs/architecture.md, "The HTTP engine" and "Requests from the browser").
 */
function commonAnswers(method: string, operation: OperationObject, access: RouteAccess): ResponsesObject {
  const answers: ResponsesObject = {};
  const takesInput = !!operation.requestBody || (operation.parameters ?? []).length > 0;
  if (takesInput) answers[400] = error('Invalid input: `fields` names each field with its message.');
  if (!access.isPublic) answers[401] = error('Not signed in.');
  const forbidden = [
    ...(access.roles ? [`Signed in without one of the roles ${access.roles.join(', ')}.`] : []),
    ...(WRITES.has(method) ? ['Sent from another site.'] : []),
  ];
  if (forbidden.length > 0) answers[403] = error(forbidden.join(' Or: '));
  if ((operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'path')) {
    answers[404] = error('Nothing with this id (or not visible to the caller).');
  }
  if (operation.requestBody) {
    answers[413] = error('The body is larger than the route accepts.');
    answers[415] = error('The body is not JSON.');
  }
  answers[503] = error('The database is busy or unreachable: try again after `retryAfterSeconds`.');
  return answers;
}

/** The API's OpenAPI document: Swagger's scan of the controllers, plus the access and error answers of every route. */
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
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, [ERROR_SCHEMA]: openApiSchemaOf(apiErrorBodySchema, 'output') },
  };
  const access = accessByOperationId(app);
  for (const path of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(path) as [string, OperationObject][]) {
      if (!WRITES.has(method) && method !== 'get') continue;
      const routeAccess = access.get(operation.operationId ?? '') ?? { isPublic: false, roles: undefined };
      operation.security = routeAccess.isPublic ? [] : [{ [SECURITY_SCHEME]: [] }];
      operation.responses = { ...commonAnswers(method, operation, routeAccess), ...operation.responses };
    }
  }
  return document;
}
