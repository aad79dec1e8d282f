import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@rallypoint/shared';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { authKeys } from './query-keys';

const player: CurrentUser = {
  id: 7,
  firstName: 'Pat',
  lastName: 'Player',
  username: 'pat',
  email: 'pat@example.test',
  userType: 'individual_player',
  role: 'user',
  isActive: true,
  phone: null,
  organizationName: null,
  sports: ['tennis'],
  level: null,
  addressLine1: null,
  state: null,
  zipCode: null,
};

async function failWith(status: number, signedIn: CurrentUser | null, kind: 'query' | 'mutation') {
  const client = createQueryClient();
  client.setQueryData(authKeys.me, signedIn);
  const fail = () => Promise.reject(new ApiError(status, '{"message":"Sign in first"}', ''));
  if (kind === 'query') await client.fetchQuery({ queryKey: ['some-list'], queryFn: fail }).catch(() => undefined);
  else
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail })
      .execute(undefined)
      .catch(() => undefined);
  return client.getQueryState(authKeys.me)?.isInvalidated;
}

describe('a 401 from any call', () => {
  it('makes a signed-in tab ask /api/auth/me again (a query failed)', async () => {
    expect(await failWith(401, player, 'query')).toBe(true);
  });

  it('makes a signed-in tab ask /api/auth/me again (a mutation failed)', async () => {
    expect(await failWith(401, player, 'mutation')).toBe(true);
  });

  it('leaves the current user alone for other failures', async () => {
    expect(await failWith(403, player, 'query')).toBe(false);
    expect(await failWith(500, player, 'mutation')).toBe(false);
  });

  it('leaves a signed-out tab alone (a wrong password on the login form)', async () => {
    expect(await failWith(401, null, 'mutation')).toBe(false);
  });
});
