import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import type { ApiErrorBody } from '@rallypoint/shared';
import { FieldValidationException } from './validation.pipe';
import { TooManyAttemptsException } from './too-many-attempts.exception';

const PG_UNIQUE_VIOLATION = '23505';
const PG_BAD_INPUT = ['22P02', '22003', '22007', '22008'];

/** Every error leaves the API as one JSON shape: {statusCode, error, message, fields?, retryAfterSeconds?}. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.retryAfterSeconds) response.setHeader('Retry-After', String(body.retryAfterSeconds));
    response.status(body.statusCode).json(body);
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
    const code = (exception as { driverError?: { code?: string } })?.driverError?.code;
    if (exception instanceof QueryFailedError && code === PG_UNIQUE_VIOLATION) {
      return { statusCode: 409, error: 'Conflict', message: 'This record already exists' };
    }
    if (exception instanceof QueryFailedError && code && PG_BAD_INPUT.includes(code)) {
      return { statusCode: 400, error: 'Bad Request', message: 'A value in the request is not valid' };
    }
    this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' };
  }
}
