import { KNOWN_PAIR_DAYS, THROTTLE_LIMITS, throttleRefusal, type ThrottleCounter } from './login-throttle.policy';

const PAST_ADDRESS_CEILING = THROTTLE_LIMITS.address.maxFailures + 1;

const now = new Date('2026-06-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const counter = (
  kind: ThrottleCounter['kind'],
  failures: number,
  startedMinutesAgo = 5,
  lastSuccessAt: Date | null = null,
): ThrottleCounter => ({
  kind,
  failures,
  windowStartedAt: minutesAgo(startedMinutesAgo),
  lastSuccessAt,
});

describe('throttleRefusal', () => {
  it('lets the fifth failure of a pair be checked and refuses the sixth until its window ends', () => {
    expect(throttleRefusal([counter('pair', 5), counter('address', 5), counter('username', 5)], now)).toBeNull();
    expect(throttleRefusal([counter('pair', 6, 5), counter('address', 6), counter('username', 6)], now)).toEqual({
      retryAfterSeconds: 600,
    });
  });

  it('refuses a stranger once the address or the username ceiling is passed', () => {
    expect(
      throttleRefusal([counter('pair', 1), counter('address', PAST_ADDRESS_CEILING, 10), counter('username', 1)], now),
    ).toEqual({
      retryAfterSeconds: 300,
    });
    expect(throttleRefusal([counter('pair', 1), counter('address', 1), counter('username', 21, 30)], now)).toEqual({
      retryAfterSeconds: 1800,
    });
  });

  it('lets a venue full of strangers share one address: its hundredth failure is still checked', () => {
    expect(throttleRefusal([counter('pair', 1), counter('address', 100), counter('username', 1)], now)).toBeNull();
  });

  it('never holds a known pair to the address or username ceiling, only to its own count', () => {
    const known = minutesAgo(60 * 24);
    expect(throttleRefusal([counter('pair', 1, 5, known), counter('address', 500), counter('username', 50)], now)).toBeNull();
    expect(throttleRefusal([counter('pair', 6, 5, known), counter('address', 500), counter('username', 50)], now)).not.toBeNull();
  });

  it(`forgets a pair that has not signed in for ${KNOWN_PAIR_DAYS} days`, () => {
    const stale = minutesAgo(KNOWN_PAIR_DAYS * 24 * 60 + 1);
    expect(
      throttleRefusal([counter('pair', 1, 5, stale), counter('address', PAST_ADDRESS_CEILING), counter('username', 1)], now),
    ).not.toBeNull();
  });

  it('waits for the last of several refusing counters', () => {
    expect(
      throttleRefusal([counter('pair', 6, 14), counter('address', PAST_ADDRESS_CEILING, 1), counter('username', 1)], now),
    ).toEqual({
      retryAfterSeconds: 14 * 60,
    });
  });
});
