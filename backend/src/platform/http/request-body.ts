import {
  BadRequestException,
  HttpException,
  HttpStatus,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_MEDIA_TYPE, JSON_ONLY_MESSAGE } from './browser-writes';
import { badRequest, fieldRefusal, Refused } from '../rules';
import { unsafeInputProblem, type UnsafeInput } from './unsafe-input';

/** Forms are small; anything near this is not a person typing. */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;
/** `List-Unsubscribe=One-Click` is 27 bytes. */
const FORM_BODY_LIMIT_BYTES = 1024;
export const TOO_LARGE_MESSAGE = 'The request body is too large';
export const NOT_JSON_MESSAGE = 'The request body is not valid JSON';

/** The Content-Encodings a body may arrive in; @fastify/compress decodes them before the JSON parser reads it. */
export const REQUEST_ENCODINGS = ['gzip', 'deflate', 'br', 'identity'] as const;
const ENCODING_NAMES: Record<string, string> = { gzip: 'gzip', deflate: 'deflate', br: 'Brotli' };
export const BROKEN_ENCODING_MESSAGE = (encoding: string) =>
  `The request body is not valid ${ENCODING_NAMES[encoding] ?? encoding} (Content-Encoding: ${encoding})`;
/** The header is echoed cut short: it is the sender's text. */
export const UNSUPPORTED_ENCODING_MESSAGE = (encoding: string) =>
  `Content-Encoding ${encoding.slice(0, 40)} is not supported: send the body as gzip, deflate, br or uncompressed`;

/** Route config key read when the routes are registered (see `registerBodyHandling`). */
const BODY_LIMIT_CONFIG = 'bodyLimitBytes';

/**
 * A route whose bodies may be larger than the default (a big league's saved fixtures). nginx (frontend/nginx.conf)
 * must allow the same.
 */
export const LargeBody = (bytes: number) => RouteConfig({ [BODY_LIMIT_CONFIG]: bytes });

/** A NUL in a value is reported on its field, as the request schemas report theirs. */
const refusal = (problem: UnsafeInput) =>
  new Refused(problem.field ? fieldRefusal({ [problem.field]: [problem.message] }) : badRequest(problem.message));

/**
 * @fastify/compress hands a stream's failure to Fastify on zlib's own error, after copying this error's fields onto
 * it: the refusal rides along under a symbol for the exception filter, and `statusCode` keeps Fastify's reader at 400.
 */
const CARRIED_REFUSAL = Symbol('bodyRefusal');
const carrying = (refusal: HttpException): Error =>
  Object.assign(new Error(refusal.message), { statusCode: refusal.getStatus(), [CARRIED_REFUSAL]: refusal });

/**
 * How compressed bodies are decoded (options of @fastify/compress): a stream that does not decode is 400, an
 * encoding not listed 415, each naming the problem. A body past the route's limit once decoded is Fastify's 413,
 * as its reader counts the decoded bytes (a decompression bomb stops there).
 */
export const requestDecompression = {
  requestEncodings: [...REQUEST_ENCODINGS],
  onInvalidRequestPayload: (encoding: string) => carrying(new BadRequestException(BROKEN_ENCODING_MESSAGE(encoding))),
  onUnsupportedRequestEncoding: (encoding: string) => new UnsupportedMediaTypeException(UNSUPPORTED_ENCODING_MESSAGE(encoding)),
};

/**
 * How bodies are read: JSON (Fastify's own parser, prototype poisoning refused), within each route's limit
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
  // Only the one-click unsubscribe gets this far with a form (browser-writes.ts); its one field, as an object.
  fastify.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  fastify.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const problem = unsafeInputProblem(request.body) ?? unsafeInputProblem(request.query);
    done(problem ? refusal(problem) : undefined);
  });
}

/**
 * Fastify's own refusals of a body (past its size, of a type no parser reads) reach the exception filter as the
 * bare HttpException Nest wraps them in, in Fastify's words; the API answers them in its own. Ours are subclasses
 * and pass as they are; a refusal carried on a decoding error (see `carrying`) is taken off it.
 */
export function bodyRefusalInOwnWords(exception: unknown): unknown {
  // zlib's error is not `instanceof` this realm's Error under jest, so the test is for the symbol alone.
  if (typeof exception === 'object' && exception !== null && CARRIED_REFUSAL in exception) return exception[CARRIED_REFUSAL];
  if (!(exception instanceof HttpException) || exception.constructor !== HttpException) return exception;
  const status = exception.getStatus();
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return new PayloadTooLargeException(TOO_LARGE_MESSAGE);
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE) return new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE);
  return exception;
}
