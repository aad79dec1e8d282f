import type { APIRequestContext } from '@playwright/test';
import { signInThroughApi, verifiedAccount } from './accounts';

/** A second player account, signed up, verified and signed in through the API. Resolves with a session for it. */
export async function verifiedPlayer(
  request: APIRequestContext,
  firstName: string,
): Promise<{ request: APIRequestContext; name: string; email: string }> {
  const user = await verifiedAccount(request, { firstName, lastName: 'Rally' });
  await signInThroughApi(request, user);
  return { request, name: `${user.firstName} ${user.lastName}`, email: user.email };
}

export async function enrolThroughApi(request: APIRequestContext, tournamentId: number): Promise<void> {
  const response = await request.post(`/api/tournaments/${tournamentId}/enroll`);
  if (!response.ok()) throw new Error(`enrolling: ${response.status()} ${await response.text()}`);
}
