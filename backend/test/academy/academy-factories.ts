import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { MembershipApplication, MembershipStatus } from '@rallypoint/shared';
import { signedInAs } from '../support/factories';
import type { TestApp } from '../support/test-app';

export type Agent = ReturnType<typeof request.agent>;
export type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

const unique = () => randomBytes(3).toString('hex');

/** The /academy/{id} detail page's signup body. */
export const signupRequest = (academyId: number, overrides: Record<string, unknown> = {}) => ({
  academyId,
  reason: 'I want to train for regional tournaments',
  experience: 'Three years of club tennis',
  goals: 'A stronger second serve and better footwork',
  age: 15,
  currentGrade: '10th',
  schoolName: 'Lincoln High School',
  preferredTime: 'evening',
  ...overrides,
});

/** The /academy page's enrollment body: always academy 1. */
export const enrollmentRequest = (overrides: Record<string, unknown> = {}) => ({
  academyId: 1,
  membershipType: 'individual',
  experience: 'intermediate',
  goals: 'Play league matches',
  preferredSchedule: 'evening',
  additionalNotes: 'Left-handed',
  ...overrides,
});

export interface AcademyRow {
  name?: string;
  city?: string;
  state?: string;
  sports?: string[];
  rating?: number;
  priceRange?: string;
  isActive?: boolean;
}

/** An academy inserted directly: only admins create academies and there is no call for it in this release. */
export async function insertAcademy(t: TestApp, row: AcademyRow = {}): Promise<number> {
  const [academy] = await t.dataSource.query(
    `INSERT INTO academies (name, city, state, sports, rating, price_range, is_active, contact_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'desk@academy.example') RETURNING id`,
    [
      row.name ?? `Academy ${unique()}`,
      row.city ?? 'Springfield',
      row.state ?? 'IL',
      row.sports ?? ['tennis'],
      row.rating ?? 4.0,
      row.priceRange ?? 'mid-range',
      row.isActive ?? true,
    ],
  );
  return academy.id;
}

export async function insertClass(
  t: TestApp,
  academyId: number,
  row: { className?: string; maxStudents?: number; currentStudents?: number; isActive?: boolean } = {},
): Promise<number> {
  const [academyClass] = await t.dataSource.query(
    `INSERT INTO academy_classes (academy_id, class_name, instructor, sport, max_students, current_students, is_active, schedule,
       start_date, price_per_session)
     VALUES ($1, $2, 'Coach Kim', 'tennis', $3, $4, $5, '{Monday 17:00}', '2030-01-06', 25) RETURNING id`,
    [academyId, row.className ?? `Class ${unique()}`, row.maxStudents ?? 8, row.currentStudents ?? 0, row.isActive ?? true],
  );
  return academyClass.id;
}

export async function apply(agent: Agent, body: object): Promise<MembershipApplication> {
  const response = await agent.post('/api/academies/join').send(body);
  if (response.status !== 201) throw new Error(`joining answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as MembershipApplication;
}

const admins = new WeakMap<TestApp, Promise<SignedIn>>();

/** One signed-in admin per test app. */
export function adminOf(t: TestApp): Promise<SignedIn> {
  if (!admins.has(t)) admins.set(t, signedInAs(t, 'admin'));
  return admins.get(t)!;
}

export async function setStatus(t: TestApp, membershipId: number, status: MembershipStatus) {
  const { agent } = await adminOf(t);
  return agent.patch(`/api/admin/student-memberships/${membershipId}`).send({ status });
}

/** A player with an active membership in the academy. */
export async function activeMember(t: TestApp, academyId: number): Promise<SignedIn> {
  const player = await signedInAs(t, 'player');
  const application = await apply(player.agent, signupRequest(academyId));
  const response = await setStatus(t, application.id, 'active');
  if (response.status !== 200) throw new Error(`approving answered ${response.status}`);
  return player;
}

export async function eventTypes(t: TestApp, aggregateType: string, aggregateId: number): Promise<string[]> {
  const rows: Array<{ type: string }> = await t.dataSource.query(
    `SELECT type FROM event_log WHERE aggregate_type = $1 AND aggregate_id = $2 ORDER BY id`,
    [aggregateType, String(aggregateId)],
  );
  return rows.map((row) => row.type);
}
