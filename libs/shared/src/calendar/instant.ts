// A time without Z or an offset names no single instant, so it is refused rather than read in the server's zone.
const WITH_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** Milliseconds since the epoch of an ISO 8601 instant such as '2026-12-05T09:00:00+00:00' or '2026-12-05T09:00:00Z'. */
export function parseInstant(iso: string, field = 'time'): number {
  const ms = WITH_OFFSET.test(iso) ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`The ${field} "${iso}" is not an ISO 8601 time with Z or an offset`);
  return ms;
}
