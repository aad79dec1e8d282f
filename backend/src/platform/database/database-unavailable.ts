/** Errors of the network or the server rather than of the query: nothing the caller did, so 503, not 500. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// 57P01-03: shut down or starting up; 53300: too many connections; 3D000: the database is gone.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  // pg's query_timeout: the server took a statement and never answered (frozen, partitioned).
  /Query read timeout/i,
  /connection error and is not queryable/i,
  /is not currently accepting connections/i,
  /Connection is not established/i,
];

/** True when PostgreSQL cannot be reached or refuses connections; looks inside TypeORM's QueryFailedError. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of [error, (error as { driverError?: unknown } | null)?.driverError]) {
    if (!candidate || typeof candidate !== 'object') continue;
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
