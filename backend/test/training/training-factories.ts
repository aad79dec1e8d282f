import { signedInAs } from '../support/factories';
import type { TestApp } from '../support/test-app';

export type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

/** A player whose academy 1 membership an admin approved, made through the academy API as a person would. */
export async function activeStudent(t: TestApp, admin: SignedIn): Promise<SignedIn> {
  const student = await signedInAs(t, 'player');
  await student.agent
    .post('/api/academies/join')
    .send({
      academyId: 1,
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
  const { body } = await admin.agent.get('/api/admin/student-memberships?pageSize=200').expect(200);
  const membership = body.items.find((item: { userId: number }) => item.userId === student.user.id);
  await admin.agent.patch(`/api/admin/student-memberships/${membership.id}`).send({ status: 'active' }).expect(200);
  return student;
}

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
