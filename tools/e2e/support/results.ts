import { expect, type APIRequestContext, type Locator } from '@playwright/test';
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

/**
 * Chooses the person of that name in an opponent picker: options are entries by id, labelled with the name and, for
 * an account, its @username.
 */
export async function chooseByName(select: Locator, name: string): Promise<void> {
  const option = select.getByRole('option', { name });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value')) ?? '');
}
