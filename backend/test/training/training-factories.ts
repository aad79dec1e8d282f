import type { MembershipStatus } from '@rallypoint/shared';
import { signedInAs } from '../support/factories';
import type { TestApp } from '../support/test-app';

export type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

/** An academy inserted directly: only admins create academies and there is no call for it in this release. */
export async function insertAcademy(t: TestApp): Promise<number> {
  const [academy] = await t.dataSource.query(
    `INSERT INTO academies (name, city, state, sports, rating, price_range, is_active, contact_email)
     VALUES ('Riverside Tennis Academy', 'Springfield', 'IL', '{tennis}', 4.0, 'mid-range', true, 'desk@academy.example')
     RETURNING id`,
  );
  return academy.id;
}

/**
 * The player applies to the academy (academy 1 unless named) through the academy API, as a person would, and an
 * admin then decides the application (`pending` leaves it undecided).
 */
export async function admit(admin: SignedIn, player: SignedIn, status: MembershipStatus, academyId = 1): Promise<void> {
  const { body: application } = await player.agent
    .post('/api/academies/join')
    .send({
      academyId,
      membershipType: 'student',
      reason: 'I want structured coaching',
      experience: 'Two years of club play',
      goals: 'Compete in regional events',
      age: 16,
      currentGrade: '10',
      schoolName: 'Central High',
      preferredTime: 'evening',
    })
    .expect(201);
  if (status !== 'pending') {
    await admin.agent.patch(`/api/admin/student-memberships/${application.id}`).send({ status }).expect(200);
  }
}

/** A new player whose application to the academy (academy 1 unless named) an admin decided. */
export async function member(t: TestApp, admin: SignedIn, status: MembershipStatus, academyId = 1): Promise<SignedIn> {
  const player = await signedInAs(t, 'player');
  await admit(admin, player, status, academyId);
  return player;
}

/** A player whose membership (academy 1 unless named) an admin approved. */
export const activeStudent = (t: TestApp, admin: SignedIn, academyId = 1): Promise<SignedIn> =>
  member(t, admin, 'active', academyId);

/** A calendar day `offset` days from today, in the server's (this machine's) calendar. */
export function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export const lesson = (overrides: Record<string, unknown> = {}) => ({
  title: 'Forehand drills',
  instructor: 'Coach Rivera',
  date: day(3),
  time: '17:30',
  type: 'Individual',
  status: 'scheduled',
  notes: 'Bring two rackets',
  ...overrides,
});

export const progress = (overrides: Record<string, unknown> = {}) => ({
  level: 'Intermediate',
  lessonsCompleted: 12,
  skillsProgress: {
    forehand: 80,
    backhand: 65,
    serve: 50,
    volley: 40,
    overall: 62,
  },
  notes: 'Footwork improving',
  ...overrides,
});

export const announcement = (overrides: Record<string, unknown> = {}) => ({
  title: 'Court resurfacing',
  content: 'Courts 3 and 4 are closed on Saturday.',
  type: 'maintenance',
  priority: 'high',
  ...overrides,
});

export const metrics = (overrides: Record<string, unknown> = {}) => ({
  date: day(-1),
  attendance: 90,
  technicalSkills: 70,
  consistency: 60,
  effort: 99,
  notes: 'Great week',
  ...overrides,
});
