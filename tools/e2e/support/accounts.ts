import { expect, type APIRequestContext } from '@playwright/test';
import { firstLink, waitForMail } from './mailbox';
import { newPlayer, type NewUser } from './users';

const SPORT_VALUES = { Tennis: 'tennis', Pickleball: 'pickleball', 'Table Tennis': 'table_tennis' } as const;

/**
 * A new player signed up and verified through the API and the verification e-mail (setup shortcut: the signup
 * journey covers the screens). `request` keeps no session.
 */
export async function verifiedAccount(request: APIRequestContext, overrides: Partial<NewUser> = {}): Promise<NewUser> {
  const user = newPlayer(overrides);
  const { sports, ...fields } = user;
  const signup = await request.post('/api/auth/signup', {
    data: { ...fields, sports: sports.map((sport) => SPORT_VALUES[sport]) },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const verified = await request.get(firstLink(await waitForMail(user.email), '/api/auth/verify-email?token='), {
    maxRedirects: 0,
  });
  expect(verified.status()).toBeLessThan(400);
  return user;
}

/** Signs `request` in as `user` through POST /api/auth/login. */
export async function signInThroughApi(
  request: APIRequestContext,
  user: Pick<NewUser, 'username' | 'password'>,
): Promise<APIRequestContext> {
  const login = await request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return request;
}
