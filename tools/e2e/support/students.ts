import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Actors } from './actors';
import { signIn } from './auth';
import { signInThroughApi, verifiedAccount } from './accounts';
import type { NewUser } from './users';

/** A player signed up and verified through the API and the verification e-mail (setup shortcut). */
export const verifiedPlayer = async (actors: Actors, overrides: Partial<NewUser> = {}): Promise<NewUser> =>
  verifiedAccount(await actors.anonymousApi(), overrides);

/** The player applies to academy 1 and the admin approves the membership, both through the API. */
export async function makeActiveStudent(actors: Actors, user: NewUser): Promise<void> {
  const student = await apiAs(actors, user);
  const applied = await student.post('/api/academies/join', {
    data: {
      academyId: 1,
      membershipType: 'student',
      reason: 'I want structured coaching',
      experience: 'Two years of club play',
      goals: 'Compete in regional events',
      age: 16,
      currentGrade: '10',
      schoolName: 'Central High',
      preferredTime: 'evening',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: userId } = await (await student.get('/api/auth/me')).json();
  const admin = await actors.api('admin');
  const memberships = await (await admin.get('/api/admin/student-memberships?pageSize=200')).json();
  const membership = memberships.items.find(
    (item: { userId: number; status: string }) => item.userId === userId && item.status === 'pending',
  );
  expect(membership, 'the pending membership in the admin list').toBeTruthy();
  const decided = await admin.patch(`/api/admin/student-memberships/${membership.id}`, { data: { status: 'active' } });
  expect(decided.ok()).toBe(true);
}

const apiAs = async (actors: Actors, user: NewUser): Promise<APIRequestContext> =>
  signInThroughApi(await actors.anonymousApi(), user);

/** A fresh browser signed in as `user` through the login screen. */
export async function signedInAs(actors: Actors, user: NewUser): Promise<Page> {
  const page = await actors.visitor();
  await page.goto('/login');
  expect(await signIn(page, user.username, user.password)).toBeLessThan(300);
  return page;
}
