import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@rallypoint/shared';
import { Refused } from '../rules';
import { databaseErrorAnswer } from './database-error-answer';
import { bodyRefusalInOwnWords } from './request-body';
import { refusalAnswer } from './refusal-answer';

/**
 * Every error leaves the API as one JSON shape: {statusCode, error, message, fields?, retryAfterSeconds?}. The domain's
 * refusals (platform/rules) are answered by kind; Nest's and Fastify's own refusals of a request by their status; the
 * database's by databaseErrorAnswer; anything else is a 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(bodyRefusalInOwnWords(exception));
    if (body.retryAfterSeconds) reply.header('Retry-After', String(body.retryAfterSeconds));
    // JSON whatever the route meant to answer: a calendar route sets text/calendar before its handler runs.
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof Refused) return refusalAnswer(exception.refusal);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const message =
        typeof raw === 'string'
          ? raw
          : Array.isArray((raw as { message?: unknown }).message)
            ? (raw as { message: string[] }).message.join('; ')
            : String((raw as { message?: unknown }).message ?? exception.message);
      return {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message,
      };
    }
    const answer = databaseErrorAnswer(exception);
    if (answer) {
      if (answer.statusCode === 503)
        this.logger.warn(`${answer.message} (${exception instanceof Error ? exception.message : String(exception)})`);
      return answer;
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}
