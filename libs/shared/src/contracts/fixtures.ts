import type { SkillLevel } from '../constants/levels';

export const FIXTURE_TYPES = ['singles', 'doubles'] as const;
export type FixtureType = (typeof FIXTURE_TYPES)[number];

export const MATCH_TYPES = ['league', 'semi-final', 'final'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/**
 * A registrant as the fixture engine sees them. Contact details (decisions.md "Privacy") are present for the
 * tournament's organizer and admins only; the public fixtures page gets names and levels.
 */
export interface FixturePlayer {
  id: number;
  name: string;
  email?: string;
  phone?: string;
  skillLevel: SkillLevel | null;
  skillDescription?: string | null;
}

export interface DoublesTeam {
  id: string;
  teamName: string;
  division: string;
  player1: FixturePlayer;
  player2: FixturePlayer;
}

export interface FixtureMatch {
  id: string;
  matchType: MatchType;
  fixtureType: FixtureType;
  division: string;
  round: number;
  player1: FixturePlayer;
  player2: FixturePlayer;
  player3?: FixturePlayer | null;
  player4?: FixturePlayer | null;
  scheduledTime?: string | null;
  court?: string | null;
  winner?: string | null;
  /** Games per set once a result completed the match, side 1 (player1 / first team) first. */
  sets?: FixtureSetScore[] | null;
}

/** One set of a completed fixture match: games won by side 1 and by side 2. */
export interface FixtureSetScore {
  side1: number;
  side2: number;
}

/** Division label → its players. */
export type Divisions = Record<string, FixturePlayer[]>;

export interface SaveFixturesRequest {
  matches: FixtureMatch[];
  divisions: Divisions;
  teams?: DoublesTeam[];
  fixtureType?: FixtureType;
  matchType?: MatchType;
  seed?: number;
}

export interface SavedFixtures {
  tournamentId: number;
  fixtureType: FixtureType | null;
  matchType: MatchType | null;
  seed: number | null;
  divisions: Divisions;
  teams: DoublesTeam[];
  matches: FixtureMatch[];
  savedAt: string | null;
}

/** A row of the public fixtures page's registered-players table; e-mail and phone only for the organizer and admins. */
export interface PublicRegisteredPlayer {
  name: string;
  email?: string;
  phone?: string | null;
  experienceLevel: string | null;
  skillLevel: SkillLevel | null;
  registrationDate: string;
}

/** `GET /api/tournaments/{id}/fixtures`: what was saved, plus who is registered (the public page shows both). */
export interface TournamentFixturesView extends SavedFixtures {
  registeredPlayers: PublicRegisteredPlayer[];
}
