import {
  BadRequestException,
  HttpException,
  HttpStatus,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_ONLY_MESSAGE } from './browser-writes';
import { FieldValidationException } from './field-validation.exception';
import { unsafeInputProblem, type UnsafeInput } from './unsafe-input';

/** Forms are small; anything near this is not a person typing. */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;
export const TOO_LARGE_MESSAGE = 'The request body is too large';
export const NOT_JSON_MESSAGE = 'The request body is not valid JSON';

/** Route config key read when the routes are registered (see `registerBodyHandling`). */
const BODY_LIMIT_CONFIG = 'bodyLimitBytes';

/**
 * A route whose bodies may be larger than the default (a big league's saved fixtures). nginx (frontend/nginx.conf)
 * must allow the same.
 */
export const LargeBody = (bytes: number) => RouteConfig({ [BODY_LIMIT_CONFIG]: bytes });

/** A NUL in a value is reported on its field, as the request schemas report theirs. */
const refusal = (problem: UnsafeInput) =>
  problem.field ? new FieldValidationException({ [problem.field]: [problem.message] }) : new BadRequestException(problem.message);

/**
 * How bodies are read: JSON only (Fastify's own parser, prototype poisoning refused), within each route's limit
 * (413 decided from Content-Length before reading), then NUL bytes and deep nesting refused in the body and the
 * query string before any validation runs.
 */
export function registerBodyHandling(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as Record<string, unknown> | undefined)?.[BODY_LIMIT_CONFIG];
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  fastify.removeAllContentTypeParsers();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => done(error ? new BadRequestException(NOT_JSON_MESSAGE) : null, value));
  });
  fastify.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const problem = unsafeInputProblem(request.body) ?? unsafeInputProblem(request.query);
    done(problem ? refusal(problem) : undefined);
  });
}

/**
 * Fastify's own refusals of a body (past its size, of a type no parser reads) reach the exception filter as
 * HttpExceptions in Fastify's words; the API answers them in its own. Nothing else raises these two statuses.
 */
export function bodyRefusalInOwnWords(exception: HttpException): HttpException {
  const status = exception.getStatus();
  if (status === HttpStatus.PAYLOAD_TOO_LARGE && exception.message !== TOO_LARGE_MESSAGE)
    return new PayloadTooLargeException(TOO_LARGE_MESSAGE);
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE && exception.message !== JSON_ONLY_MESSAGE)
    return new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE);
  return exception;
}
