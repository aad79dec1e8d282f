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

/** One playing day 30 days ahead (the tournaments' default start), two courts, hour-long league matches. */
export const oneDaySettings = (overrides: Partial<ScheduleSettingsBody> = {}): ScheduleSettingsBody => ({
  timeZone: 'Europe/London',
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
 * has no common slot.
 */
export async function scheduledTournament(
  t: TestApp,
  overrides: Partial<CreateTournamentRequest> = {},
): Promise<ScheduledTournament> {
  const { tournament, organizer } = await approvedTournament(t, overrides);
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
