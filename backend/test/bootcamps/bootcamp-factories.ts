import { randomBytes } from 'node:crypto';
import type { AdminBootcamp, Bootcamp, CreateBootcampRequest } from '@rallypoint/shared';
import { signedInAs } from '../support/factories';
import type { TestApp } from '../support/test-app';
import { day, type SignedIn } from '../tournaments/tournament-factories';

export { day, eventTypes, type SignedIn } from '../tournaments/tournament-factories';

const unique = () => randomBytes(3).toString('hex');

/** A valid create-bootcamp body: a three-day bootcamp starting in 20 days. */
export function bootcampRequest(overrides: Partial<CreateBootcampRequest> = {}): CreateBootcampRequest {
  return {
    title: `Summer Serve Camp ${unique()}`,
    type: 'bootcamp',
    description: 'Three mornings of serve and return drills.',
    skillLevel: 'intermediate',
    startDate: day(20),
    endDate: day(22),
    startTime: '09:00',
    endTime: '12:00',
    duration: 3,
    venue: 'Riverside Courts',
    venueAddress: '1 River Road, Springfield',
    maxParticipants: 10,
    price: '120.00',
    ...overrides,
  };
}

export async function createBootcamp(organizer: SignedIn, overrides: Partial<CreateBootcampRequest> = {}): Promise<Bootcamp> {
  const response = await organizer.agent.post('/api/bootcamps').send(bootcampRequest(overrides));
  if (response.status !== 201)
    throw new Error(`creating a bootcamp answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as Bootcamp;
}

const admins = new WeakMap<TestApp, Promise<SignedIn>>();

/** One signed-in admin per test app, reused for decisions. */
export function adminOf(t: TestApp): Promise<SignedIn> {
  if (!admins.has(t)) admins.set(t, signedInAs(t, 'admin'));
  return admins.get(t)!;
}

export async function decideBootcamp(t: TestApp, id: number, status: 'approved' | 'rejected'): Promise<Bootcamp> {
  const { agent } = await adminOf(t);
  const response = await agent.patch(`/api/admin/bootcamps/${id}/approval`).send({ status });
  if (response.status !== 200) throw new Error(`deciding answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as Bootcamp;
}

/** A bootcamp approved through the admin endpoint, as in real life. */
export async function approvedBootcamp(
  t: TestApp,
  organizer: SignedIn,
  overrides: Partial<CreateBootcampRequest> = {},
): Promise<Bootcamp> {
  return decideBootcamp(t, (await createBootcamp(organizer, overrides)).id, 'approved');
}

/** Moves a bootcamp's dates (e.g. into the past), which the API never allows for a new one. */
export async function moveDates(t: TestApp, id: number, startDate: string, endDate: string): Promise<void> {
  await t.dataSource.query(`UPDATE bootcamps SET start_date = $2, end_date = $3 WHERE id = $1`, [id, startDate, endDate]);
}

export async function adminRow(t: TestApp, id: number): Promise<AdminBootcamp | undefined> {
  const { agent } = await adminOf(t);
  const page = (await agent.get('/api/admin/bootcamps').query({ pageSize: 200 }).expect(200)).body as { items: AdminBootcamp[] };
  return page.items.find((item) => item.id === id);
}

export async function registrationCount(t: TestApp, bootcampId: number): Promise<number> {
  const [{ count }] = await t.dataSource.query(
    `SELECT count(*)::int AS count FROM bootcamp_registrations WHERE bootcamp_id = $1`,
    [bootcampId],
  );
  return count;
}
