import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import type { ApiErrorBody } from '@rallypoint/shared';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { isUniqueViolation } from '../rules';
import { FieldValidationException } from './field-validation.exception';
import { sendJson } from './json-reply';
import { TooManyAttemptsException } from './too-many-attempts.exception';

/** Deadlock and serialization failures: the request did nothing and may simply be sent again. */
const PG_TRY_AGAIN = ['40P01', '40001'];
// Invalid text representation, out of range, bad date/time, a NUL byte, a value too long for its column.
const PG_BAD_INPUT = ['22P02', '22003', '22007', '22008', '22021', '22001'];

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** How long a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** Every error leaves the API as one JSON shape: {statusCode, error, message, fields?, retryAfterSeconds?}. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const body = this.toBody(exception);
    if (body.retryAfterSeconds) response.setHeader('Retry-After', String(body.retryAfterSeconds));
    response.status(body.statusCode);
    sendJson(http.getRequest<Request>(), response, body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const message =
        typeof raw === 'string'
          ? raw
          : Array.isArray((raw as { message?: unknown }).message)
            ? ((raw as { message: string[] }).message).join('; ')
            : String((raw as { message?: unknown }).message ?? exception.message);
      return {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message,
        ...(exception instanceof FieldValidationException ? { fields: exception.fields } : {}),
        ...(exception instanceof TooManyAttemptsException ? { retryAfterSeconds: exception.retryAfterSeconds } : {}),
      };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      return { statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE_MESSAGE, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
    }
    const code = (exception as { driverError?: { code?: string } })?.driverError?.code;
    if (exception instanceof QueryFailedError && isUniqueViolation(exception)) {
      return { statusCode: 409, error: 'Conflict', message: 'This record already exists' };
    }
    if (exception instanceof QueryFailedError && code && PG_TRY_AGAIN.includes(code)) {
      this.logger.warn(`transaction aborted by PostgreSQL (${code}); the client may retry`);
      return { statusCode: 503, error: 'Service Unavailable', message: 'The server was busy. Please try again.', retryAfterSeconds: 1 };
    }
    if (exception instanceof QueryFailedError && code && PG_BAD_INPUT.includes(code)) {
      return { statusCode: 400, error: 'Bad Request', message: 'A value in the request is not valid' };
    }
    this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' };
  }
}
