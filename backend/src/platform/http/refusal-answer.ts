import { HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@rallypoint/shared';
import type { Refusal } from '../rules';

/** The HTTP status of each kind of refusal (platform/rules/refusal.ts). */
const STATUS: Record<Refusal['kind'], number> = {
  'bad-request': HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  'too-many-attempts': HttpStatus.TOO_MANY_REQUESTS,
};

/** A refusal as the API answers it: `{statusCode, error, message, fields?, retryAfterSeconds?}`. */
export function refusalAnswer({ kind, message, fields, retryAfterSeconds }: Refusal): ApiErrorBody {
  const statusCode = STATUS[kind];
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  };
}
