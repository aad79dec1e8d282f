import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type {
  CreateTournamentRequest,
  TournamentDetail,
  TournamentRegistrationRequest,
} from '../../../libs/shared/src/contracts/tournaments';
import type { Actors } from './actors';
import type { SkillLevel } from '../../../libs/shared/src/constants/levels';
import type { TimeSlot } from '../../../libs/shared/src/constants/time-slots';

let sequence = 0;

/** A tag unique per call and per run, for names and e-mail addresses. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** The local calendar day `days` from today, as a date input wants it (YYYY-MM-DD). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface NewTournament extends CreateTournamentRequest {
  divisions: number;
}

/** A tournament nobody has created yet (unique name), starting in two weeks so it is upcoming once approved. */
export function newTournament(overrides: Partial<NewTournament> = {}): NewTournament {
  const tag = uniqueTag();
  return {
    sport: 'tennis',
    name: `Spring Open ${tag}`,
    venue: 'City Tennis Center, Courts 1-4',
    divisions: 2,
    startDate: dayFromToday(14),
    endDate: dayFromToday(15),
    rules: 'Best of three sets, tie-break at 6-6. Check in 30 minutes before your match.',
    poc1Name: 'Olive Organizer',
    poc1Contact: '5559876543',
    poc1Email: `poc.${tag}@example.test`,
    ...overrides,
  };
}

/**
 * Fills /create-tournament (every required field, by its visible label, and the time zone when one is given) and submits
 * it; resolves with the created tournament.
 */
export async function createTournamentThroughForm(page: Page, tournament: NewTournament): Promise<TournamentDetail> {
  await page.goto('/create-tournament');
  const form = page.getByRole('form', { name: 'Create Tournament' });
  await form.getByLabel('Sport', { exact: true }).selectOption(tournament.sport);
  await form.getByLabel('Number of Divisions').selectOption(String(tournament.divisions));
  await form.getByLabel('Tournament Name').fill(tournament.name);
  await form.getByLabel('Venue').fill(tournament.venue);
  await form.getByLabel('Start Date').fill(tournament.startDate);
  await form.getByLabel('End Date').fill(tournament.endDate);
  // Left as it is, the form's zone is the browser's.
  if (tournament.timeZone) await form.getByLabel('Time zone').selectOption(tournament.timeZone);
  await form.getByLabel('Tournament Rules').fill(tournament.rules);
  await form.getByLabel('POC 1 Name').fill(tournament.poc1Name);
  await form.getByLabel('POC 1 Contact Number').fill(tournament.poc1Contact);
  await form.getByLabel('POC 1 Email').fill(tournament.poc1Email);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tournaments' && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Create Tournament' }).click(),
  ]);
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as TournamentDetail;
}

export interface Registrant {
  fullName: string;
  email: string;
  phone: string;
  skillLevel: SkillLevel;
  /** The form's time slots; mornings (weekdays and weekends) unless told. */
  availableTimes?: TimeSlot[];
}

/** Someone who has not registered anywhere yet; `first` becomes the first name (doubles teams show first names). */
export function newRegistrant(skillLevel: SkillLevel, first = 'Casey'): Registrant {
  const tag = uniqueTag();
  return {
    fullName: `${first} Court-${tag}`,
    email: `${first.toLowerCase()}.${tag}@example.test`,
    phone: `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    skillLevel,
  };
}

// Setup shortcuts through the API. `request` must carry the right session (a context signed in as that role).

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

export async function createTournamentThroughApi(
  request: APIRequestContext,
  tournament: NewTournament,
): Promise<TournamentDetail> {
  return (await ok(await request.post('/api/tournaments', { data: tournament }), 'creating a tournament')) as TournamentDetail;
}

export async function approveThroughApi(request: APIRequestContext, tournamentId: number): Promise<void> {
  await ok(
    await request.patch(`/api/admin/tournaments/${tournamentId}/approval`, { data: { status: 'approved' } }),
    'approving a tournament',
  );
}

/** The public registration form's call, as a signed-out visitor makes it. */
export async function registerThroughApi(
  request: APIRequestContext,
  tournament: Pick<TournamentDetail, 'id' | 'sport'>,
  registrant: Registrant,
): Promise<void> {
  const body: TournamentRegistrationRequest = {
    tournamentId: tournament.id,
    fullName: registrant.fullName,
    sport: tournament.sport,
    email: registrant.email,
    phone: registrant.phone,
    skillLevel: registrant.skillLevel,
    skillDescription: `Plays at ${registrant.skillLevel}`,
    handedness: 'right',
    availableTimes: registrant.availableTimes ?? ['morning', 'weekend_morning'],
    commitmentAcknowledged: true,
  };
  await ok(
    await request.post(`/api/tournaments/${tournament.id}/register`, { data: body }),
    `registering ${registrant.fullName}`,
  );
}

/**
 * Setup shortcut through the API: the demo organizer creates the tournament, the demo admin approves it, and each
 * registrant registers signed out (in order).
 */
export async function approvedTournamentWithRegistrants(
  actors: Pick<Actors, 'api' | 'anonymousApi'>,
  tournament: NewTournament,
  registrants: readonly Registrant[],
): Promise<TournamentDetail> {
  const [organizer, admin, visitor] = await Promise.all([actors.api('organizer'), actors.api('admin'), actors.anonymousApi()]);
  const created = await createTournamentThroughApi(organizer, tournament);
  await approveThroughApi(admin, created.id);
  for (const registrant of registrants) await registerThroughApi(visitor, created, registrant);
  return created;
}
