import request from 'supertest';
import * as argon2 from 'argon2';
import { THROTTLE_LIMITS } from '../../src/contexts/identity/auth/login-throttle.policy';
import { createUser, type TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Login throttling (docs/product-rules.md#accounts-and-roles): failures are counted atomically per username + address pair, with a
 * ceiling per address (sized for a venue's shared Wi-Fi) and a slower one per username that never shut an owner out
 * of the address they sign in from. Addresses come from X-Forwarded-For, as behind the production proxy.
 */
// Counts the password checks the API makes; the calls still go to argon2.
jest.mock('argon2', () => {
  const actual = jest.requireActual<typeof import('argon2')>('argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const argon2Verify = argon2.verify as jest.MockedFunction<typeof argon2.verify>;

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  let next = 1;
  /** A fresh documentation-range address per call, so tests never share counters. */
  const newAddress = () => `198.51.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
  const login = (user: Pick<TestUser, 'username'>, password: string, address: string) =>
    request(t.http).post('/api/auth/login').set('X-Forwarded-For', address).send({ username: user.username, password });
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

  // Every attempt holds a place until its check ends, so a burst of right passwords can meet 429 too; never a 500.
  it('answers a burst of sign-ins by one owner from their address without a deadlock or a 500', async () => {
    const user = await createUser(t, 'player');
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(user, user.password, address)));
    const counts = tally(answers.map((a) => a.status));
    expect(Object.keys(counts).filter((status) => status !== '200' && status !== '429')).toEqual([]);
    expect(counts[200]).toBeGreaterThanOrEqual(5);
  });

  it('checks only 5 of 50 concurrent wrong passwords; the other 45 get 429 without a check', async () => {
    const user = await createUser(t, 'player');
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(user, `wrong-${i}`, address)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 45 });
  });

  it('checks at most 5 wrong guesses of 60 concurrent ones, whichever order they arrive in, the right one among them', async () => {
    const user = await createUser(t, 'admin');
    const address = newAddress();
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 30 ? user.password : `guess-${i}`));
    const counts = tally((await Promise.all(guesses.map((password) => login(user, password, address)))).map((a) => a.status));
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[200] ?? 0).toBeLessThanOrEqual(1);
    expect(counts[429]).toBeGreaterThanOrEqual(54);
  });

  it('locks the pair after five failures, but the owner still signs in from their own address (admins too)', async () => {
    for (const role of ['admin', 'player'] as const) {
      const user = await createUser(t, role);
      const attacker = newAddress();
      for (let i = 0; i < 5; i++) await login(user, `guess-${i}`, attacker).expect(401);
      const blocked = await login(user, user.password, attacker).expect(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      await login(user, user.password, newAddress()).expect(200);
    }
  });

  it('shuts new addresses out of a username after 20 failures from anywhere, never the address its owner uses', async () => {
    const user = await createUser(t, 'player');
    const home = newAddress();
    await login(user, user.password, home).expect(200);
    for (let a = 0; a < 4; a++) {
      const address = newAddress();
      for (let i = 0; i < 5; i++) await login(user, `guess-${a}-${i}`, address).expect(401);
    }
    const blocked = await login(user, user.password, newAddress()).expect(429);
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(0);
    await login(user, user.password, home).expect(200);
  });

  const ADDRESS_BUDGET = THROTTLE_LIMITS.address.maxFailures;
  /** `count` wrong passwords for as many usernames nobody has, from one address, all at once. */
  const spray = async (count: number, address: string) =>
    tally(
      (
        await Promise.all(
          Array.from({ length: count }, (_, i) => login({ username: `nobody_${i}_${next++}` }, 'password', address)),
        )
      ).map((a) => a.status),
    );

  it('throttles an address after its failures across usernames, except for people who signed in from it before', async () => {
    const shared = newAddress();
    const regular = await createUser(t, 'player');
    await login(regular, regular.password, shared).expect(200);
    expect(await spray(ADDRESS_BUDGET, shared)).toEqual({ 401: ADDRESS_BUDGET });
    const newcomer = await createUser(t, 'player');
    const blocked = await login(newcomer, newcomer.password, shared).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(await spray(10, shared)).toEqual({ 429: 10 });
    await login(regular, regular.password, shared).expect(200);
    await login(newcomer, newcomer.password, newAddress()).expect(200);
  });

  it('lets 50 people at a venue sign in from its one address at the same moment', async () => {
    const venue = newAddress();
    const players = await Promise.all(Array.from({ length: 50 }, () => createUser(t, 'player')));
    const answers = await Promise.all(players.map((player) => login(player, player.password, venue)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 50 });
    expect(new Set(answers.map((a) => a.body.username))).toEqual(new Set(players.map((player) => player.username)));
  });

  it('does not count sign-ins against the address: after 50 of them its whole failure budget is left, and no more', async () => {
    const venue = newAddress();
    const players = await Promise.all(Array.from({ length: 50 }, () => createUser(t, 'player')));
    for (const player of players) await login(player, player.password, venue).expect(200);
    expect(await spray(ADDRESS_BUDGET, venue)).toEqual({ 401: ADDRESS_BUDGET });
    const latecomer = await createUser(t, 'player');
    await login(latecomer, latecomer.password, venue).expect(429);
    // The 50 signed in from here: the address is theirs, so the guesser does not shut them out.
    await login(players[0], players[0].password, venue).expect(200);
  });

  // Equal work, not equal timings (timing belongs to tools/bench): an unknown username costs one argon2 check against
  // a hash made with the same settings as the accounts', as a wrong password does.
  it('spends one argon2 check of the same cost on an unknown username as on a wrong password', async () => {
    const user = await createUser(t, 'player');
    const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const checksDuring = async (username: string) => {
      argon2Verify.mockClear();
      await login({ username }, 'wrong-password', newAddress()).expect(401);
      return argon2Verify.mock.calls.map(([hash]) => costOf(String(hash)));
    };
    const known = await checksDuring(user.username);
    const unknown = await checksDuring(`ghost_${next}`);
    expect(known).toEqual(['$argon2id$v=19$m=19456,t=2,p=1']);
    expect(unknown).toEqual(known);
  });
});
