import type { ApiErrorBody } from '@rallypoint/shared';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { WriteTurnUnavailable } from '../events/write-turns';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** How long a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The SQLSTATE of a PostgreSQL error, whether TypeORM wrapped it (driverError) or the pool threw it. */
function sqlState(exception: unknown): string | undefined {
  for (const candidate of [(exception as { driverError?: unknown } | null)?.driverError, exception]) {
    const code = (candidate as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * What a database error means to the caller, or null when it is a fault of ours (a 500). Nothing the caller sent
 * may become a 500: data errors (class 22) and check violations are 400; a row that vanished under a reference is
 * 409; timeouts, lock waits (a write turn's included), deadlocks and serialization failures did nothing and may be
 * retried (503).
 */
export function databaseErrorAnswer(exception: unknown): ApiErrorBody | null {
  if (exception instanceof WriteTurnUnavailable) return { ...BUSY };
  if (isDatabaseUnavailable(exception)) {
    return {
      statusCode: 503,
      error: 'Service Unavailable',
      message: UNAVAILABLE_MESSAGE,
      retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
    };
  }
  const state = sqlState(exception);
  if (!state) return null;
  if (state === '23505') return { statusCode: 409, error: 'Conflict', message: 'This record already exists' };
  if (state === '23503') return { statusCode: 409, error: 'Conflict', message: 'Something this refers to no longer exists' };
  if (state.startsWith('22') || state === '23514' || state === '23502') {
    return { statusCode: 400, error: 'Bad Request', message: 'A value in the request is not valid' };
  }
  // Deadlock, serialization failure, lock_timeout, statement_timeout.
  if (['40P01', '40001', '55P03', '57014'].includes(state)) return { ...BUSY };
  return null;
}

const BUSY: ApiErrorBody = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The server was busy. Please try again.',
  retryAfterSeconds: 1,
};
