import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  calendarDay,
  type CreateTournamentRequest,
  type TournamentDetail,
  type TournamentRegistrationRequest,
} from '@rallypoint/shared';
import { signedInAs } from '../support/factories';
import type { TestApp } from '../support/test-app';

export type Agent = ReturnType<typeof request.agent>;
export type SignedIn = Awaited<ReturnType<typeof signedInAs>>;

/** A calendar day relative to today, so tests never rot: day(0) is today, day(-1) yesterday. */
export function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return calendarDay(date);
}

const unique = () => randomBytes(3).toString('hex');

/**
 * A valid create-tournament body: upcoming (starts in 30 days) with registration open for 20 more days.
 * When a test moves the start date, the default deadline is dropped so it never lands after the start.
 */
export function tournamentRequest(overrides: Partial<CreateTournamentRequest> = {}): CreateTournamentRequest {
  const moved = 'startDate' in overrides;
  return {
    sport: 'tennis',
    name: `Spring Open ${unique()}`,
    venue: 'Riverside Tennis Centre',
    divisions: 2,
    description: 'Club singles championship',
    startDate: day(30),
    endDate: day(32),
    ...(moved ? {} : { registrationDeadline: day(20) }),
    rules: 'Best of three sets, tie-break at six all.',
    poc1Name: 'Olive Organizer',
    poc1Contact: '5551234567',
    poc1Email: 'olive@example.com',
    ...overrides,
  };
}

export async function createTournament(
  agent: Agent,
  overrides: Partial<CreateTournamentRequest> = {},
): Promise<TournamentDetail> {
  const response = await agent.post('/api/tournaments').send(tournamentRequest(overrides));
  if (response.status !== 201)
    throw new Error(`creating a tournament answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as TournamentDetail;
}

const admins = new WeakMap<TestApp, Promise<SignedIn>>();

/** One signed-in admin per test app, reused for approvals. */
export function adminOf(t: TestApp): Promise<SignedIn> {
  if (!admins.has(t)) admins.set(t, signedInAs(t, 'admin'));
  return admins.get(t)!;
}

export async function decide(t: TestApp, tournamentId: number, status: 'approved' | 'rejected'): Promise<TournamentDetail> {
  const { agent } = await adminOf(t);
  const response = await agent.patch(`/api/admin/tournaments/${tournamentId}/approval`).send({ status });
  if (response.status !== 200) throw new Error(`deciding answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as TournamentDetail;
}

/** A tournament approved through the admin endpoint, as in real life; a fresh organizer unless one is given. */
export async function approvedTournament(
  t: TestApp,
  overrides: Partial<CreateTournamentRequest> = {},
  organizer?: SignedIn,
): Promise<{ tournament: TournamentDetail; organizer: SignedIn }> {
  const owner = organizer ?? (await signedInAs(t, 'organizer'));
  const created = await createTournament(owner.agent, overrides);
  return { tournament: await decide(t, created.id, 'approved'), organizer: owner };
}

export function registrationRequest(
  tournament: Pick<TournamentDetail, 'id' | 'sport'>,
  overrides: Partial<TournamentRegistrationRequest> = {},
): TournamentRegistrationRequest {
  const id = unique();
  return {
    tournamentId: tournament.id,
    fullName: 'Rafa Nadal',
    sport: tournament.sport,
    email: `rafa.${id}@example.com`,
    phone: '5559876543',
    skillLevel: 'L3',
    skillDescription: 'Heavy topspin forehand',
    handedness: 'left',
    availableTimes: ['morning', 'weekend_afternoon'],
    commitmentAcknowledged: true,
    ...overrides,
  };
}

/** The event_log rows for one tournament, oldest first. */
export async function eventTypes(t: TestApp, aggregateId: number, aggregateType = 'tournament'): Promise<string[]> {
  const rows: Array<{ type: string }> = await t.dataSource.query(
    `SELECT type FROM event_log WHERE aggregate_type = $1 AND aggregate_id = $2 ORDER BY id`,
    [aggregateType, String(aggregateId)],
  );
  return rows.map((row) => row.type);
}

/** Signed-in players, ten sign-ins at a time: sign-ins in flight from one address count against its throttle. */
export async function signedInPlayers(t: TestApp, count: number): Promise<SignedIn[]> {
  const players: SignedIn[] = [];
  while (players.length < count) {
    const batch = Math.min(10, count - players.length);
    players.push(...(await Promise.all(Array.from({ length: batch }, () => signedInAs(t, 'player')))));
  }
  return players;
}

/** The queued e-mails to one address, oldest first, as the outbox holds them. */
export async function outboxMailsTo(
  t: TestApp,
  address: string,
): Promise<Array<{ subject: string; kind: string; text: string }>> {
  return t.dataSource.query(`SELECT subject, kind, text FROM email_outbox WHERE to_address = $1 ORDER BY id`, [address]);
}
