import { rememberingSessionIds, signedSessionId } from './session-cookie';

const SECRET = 'a-session-secret';
// Values express-session set with this secret (cookie-signature's sign, then URI-encoded), kept as known answers.
const SIGNED = {
  'abc-DEF_123': 's%3Aabc-DEF_123.OCKPZvSIQvOYscNIVKBxRiJYIN6acN4Avk%2FCpNRf3ew',
  first: 's%3Afirst.kdxF7Gplwyf4DQq%2FCY%2FEnvSyZvUtUnBGp8Blw1uOFHs',
  second: 's%3Asecond.5%2FwDzWIX%2FzzeTakwgWdihGiyOAtV9%2Bno8y1KJE0TF34',
  abc: 's%3Aabc.XuM7%2FfPBJqVSlAyR6LGKR8va4ObHGkfeULRMIv1Ryd0',
};
const ABC_WITH_ANOTHER_SECRET = 's%3Aabc.AWM9MUDbWneZ3G1IgUUHWqQSE%2Bgb3sXVkY25XOrj%2Fes';
const cookie = (value: string) => `rallypoint.sid=${value}`;

describe('signedSessionId', () => {
  it("reads the id from express-session's signed cookie", () => {
    expect(signedSessionId(cookie(SIGNED['abc-DEF_123']), SECRET)).toBe('abc-DEF_123');
  });

  it('finds the cookie among others, and the first one when it appears twice', () => {
    expect(signedSessionId(`theme=dark; ${cookie(SIGNED.first)}; ${cookie(SIGNED.second)}`, SECRET)).toBe('first');
    expect(signedSessionId(`theme=dark;${cookie(SIGNED.second)}`, SECRET)).toBe('second');
  });

  it('accepts the value unencoded or quoted, as the cookie parser does', () => {
    expect(signedSessionId(cookie(decodeURIComponent(SIGNED.abc)), SECRET)).toBe('abc');
    expect(signedSessionId(cookie(`"${SIGNED.abc}"`), SECRET)).toBe('abc');
  });

  it.each([
    ['no header', undefined],
    ['no session cookie', 'theme=dark'],
    ['a cookie whose name only ends the same', `old_${cookie(SIGNED.abc)}`],
    ['an unsigned id', cookie('abc')],
    ['another secret', cookie(ABC_WITH_ANOTHER_SECRET)],
    ['a changed id', cookie(SIGNED.abc.replace('abc', 'abd'))],
    ['a cut signature', cookie(SIGNED.abc.slice(0, -3))],
    ['no signature', cookie('s%3Aabc')],
    ['broken percent-encoding', cookie('s%3Aabc.%E0%A4%A')],
  ])('answers null for %s', (_case, header) => {
    expect(signedSessionId(header, SECRET)).toBeNull();
  });
});

describe('rememberingSessionIds', () => {
  it('answers as signedSessionId, again from memory, and never remembers a forged header', () => {
    const sessionIdOf = rememberingSessionIds(SECRET);
    expect(sessionIdOf(cookie(SIGNED.abc))).toBe('abc');
    expect(sessionIdOf(cookie(SIGNED.abc))).toBe('abc');
    expect(sessionIdOf(cookie(ABC_WITH_ANOTHER_SECRET))).toBeNull();
    expect(sessionIdOf(cookie(ABC_WITH_ANOTHER_SECRET))).toBeNull();
    expect(sessionIdOf(undefined)).toBeNull();
  });

  it('keeps at most its capacity, forgetting the oldest, and still answers for a forgotten header', () => {
    const sessionIdOf = rememberingSessionIds(SECRET, 2);
    for (const value of [SIGNED.first, SIGNED.second, SIGNED.abc]) sessionIdOf(cookie(value));
    expect(sessionIdOf(cookie(SIGNED.first))).toBe('first');
    expect(sessionIdOf(cookie(SIGNED.abc))).toBe('abc');
  });
});
