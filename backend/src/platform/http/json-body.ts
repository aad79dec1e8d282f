import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { FieldValidationException } from './field-validation.exception';
import { unsafeInputProblem, type UnsafeInput } from './unsafe-input';

/** Forms are small; anything near this is not a person typing. */
export const DEFAULT_BODY_LIMIT = '100kb';
export const TOO_LARGE_MESSAGE = 'The request body is too large';
export const NOT_JSON_MESSAGE = 'The request body is not valid JSON';

/** A route whose bodies may be larger than the default (a big league's saved fixtures). */
export interface LargeBodyRoute {
  method: string;
  path: RegExp;
  limit: string;
}

/** body-parser's errors, as the API answers them: the parser's own words never reach the client. */
function toHttpException(error: { status?: number; type?: string }): HttpException | unknown {
  if (error.type === 'entity.too.large') return new PayloadTooLargeException(TOO_LARGE_MESSAGE);
  if (error.type === 'entity.parse.failed') return new BadRequestException(NOT_JSON_MESSAGE);
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return new HttpException('The request body could not be read', error.status);
  }
  return error;
}

/** A NUL in a value is reported on its field, as the request schemas report theirs. */
const refusal = (problem: UnsafeInput) =>
  problem.field ? new FieldValidationException({ [problem.field]: [problem.message] }) : new BadRequestException(problem.message);

/**
 * Parses JSON bodies with a size limit per route (413 past it, decided from Content-Length before reading
 * when the client sends one), then refuses NUL bytes and deep nesting in the body and the query string.
 */
export function jsonBody(largeRoutes: readonly LargeBodyRoute[] = []): RequestHandler[] {
  const standard = express.json({ limit: DEFAULT_BODY_LIMIT });
  const large = largeRoutes.map((route) => ({ ...route, parse: express.json({ limit: route.limit }) }));
  const parse: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
    const parser = large.find((route) => route.method === request.method && route.path.test(request.path))?.parse ?? standard;
    parser(request, response, (error?: unknown) => next(error ? toHttpException(error as { status?: number; type?: string }) : undefined));
  };
  const inspect: RequestHandler = (request: Request, _response: Response, next: NextFunction) => {
    if (!request.path.startsWith('/api/')) return next();
    const problem = unsafeInputProblem(request.body) ?? unsafeInputProblem(request.query);
    next(problem ? refusal(problem) : undefined);
  };
  return [parse, inspect];
}
