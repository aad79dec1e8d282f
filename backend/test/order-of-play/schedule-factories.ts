import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type {
  CreateTournamentRequest,
  FixtureMatch,
  FixturePlayer,
  ScheduleSettingsBody,
  TimeSlot,
  TournamentDetail,
} from '@rallypoint/shared';
import type { TestApp } from '../support/test-app';
import { day, registrationRequest } from '../tournaments/tournament-factories';
import { player, saveFixtures, singlesMatch, type Player } from '../fixtures/results-factories';
import { approvedTournament, type SignedIn } from '../tournaments/tournament-factories';

/** The public form with the player's account e-mail and the slots they can play in. */
export async function registerAvailable(
  t: TestApp,
  p: Player,
  tournament: Pick<TournamentDetail, 'id' | 'sport'>,
  availableTimes: TimeSlot[],
): Promise<FixturePlayer> {
  const body = registrationRequest(tournament, { fullName: p.name, email: p.user.email, availableTimes });
  const response = await request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(body).expect(201);
  return { id: response.body.registrationId, name: p.name, email: p.user.email, phone: body.phone, skillLevel: body.skillLevel };
}

/** An entry made by the public form alone (no account), with the slots it can play in. */
export async function formEntrant(
  t: TestApp,
  tournament: Pick<TournamentDetail, 'id' | 'sport'>,
  fullName: string,
  availableTimes: TimeSlot[],
): Promise<FixturePlayer> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@example.com`;
  const body = registrationRequest(tournament, { fullName, email, availableTimes });
  const response = await request(t.http).post(`/api/tournaments/${tournament.id}/register`).send(body).expect(201);
  return { id: response.body.registrationId, name: fullName, email, skillLevel: body.skillLevel };
}

/** The zone of the tournaments these helpers make (scheduledTournament): its order of play is in it. */
export const SCHEDULE_ZONE = 'Europe/London';

/** One playing day 30 days ahead (the tournaments' default start), two courts, hour-long league matches. */
export const oneDaySettings = (overrides: Partial<ScheduleSettingsBody> = {}): ScheduleSettingsBody => ({
  courts: [{ name: 'Centre' }, { name: 'Court 2' }],
  days: [{ date: day(30), start: '09:00', end: '18:00' }],
  minutes: { league: 60, 'semi-final': 75, final: 90 },
  restMinutes: 30,
  ...overrides,
});

export interface ScheduledTournament {
  tournament: TournamentDetail;
  organizer: SignedIn;
  ada: Player;
  bo: Player;
  cy: Player;
  di: Player;
  matches: FixtureMatch[];
}

/**
 * Ada and Bo play mornings, Cy and Di afternoons: Ada v Bo fits the morning, Cy v Di the afternoon, and Ada v Cy
 * has no common slot. The tournament is played in SCHEDULE_ZONE unless the overrides say otherwise.
 */
export async function scheduledTournament(
  t: TestApp,
  overrides: Partial<CreateTournamentRequest> = {},
): Promise<ScheduledTournament> {
  const { tournament, organizer } = await approvedTournament(t, { timeZone: SCHEDULE_ZONE, ...overrides });
  const [ada, bo, cy, di] = await Promise.all(['Ada', 'Bo', 'Cy', 'Di'].map((name) => player(t, name)));
  const [a, b] = await Promise.all([ada, bo].map((p) => registerAvailable(t, p, tournament, ['morning'])));
  const [c, d] = await Promise.all([cy, di].map((p) => registerAvailable(t, p, tournament, ['afternoon'])));
  const matches = [
    singlesMatch('1-league-1-1', a, b),
    singlesMatch('1-league-1-2', c, d),
    singlesMatch('1-league-2-1', a, c, { round: 2 }),
  ];
  await saveFixtures(organizer.agent, tournament.id, matches);
  return { tournament, organizer, ada, bo, cy, di, matches };
}
