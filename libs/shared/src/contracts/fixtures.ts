import type { SkillLevel } from '../constants/levels';
import type { ResultOutcome } from '../scores';
import type { StandingsRulebook } from '../standings';
import type { ScoreFormatCode } from '../scores';

export const FIXTURE_TYPES = ['singles', 'doubles'] as const;
export type FixtureType = (typeof FIXTURE_TYPES)[number];

/** League, semi-final and final, and a seeded single-elimination draw of any size (knockout). */
export const MATCH_TYPES = ['league', 'semi-final', 'final', 'knockout'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/**
 * A registrant as the fixture engine sees them. Contact details (docs/product-rules.md#privacy) are present for the
 * tournament's organizer and admins only; the public fixtures page gets names and levels.
 */
export interface FixturePlayer {
  id: number;
  name: string;
  email?: string;
  phone?: string;
  skillLevel: SkillLevel | null;
  skillDescription?: string | null;
  /** The player's account, when they have one: shown beside the name where people who share a name are picked. */
  username?: string | null;
  /**
   * The player's rating in the tournament's sport, when they have one: divisions by rating and seeding use it. The
   * manager adds it from GET …/player-ratings; saves drop it (the server rebuilds players from their registrations).
   */
  rating?: number | null;
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
  /** Games (or points) per set once a result completed the match, side 1 (player1 / first team) first. */
  sets?: FixtureSetScore[] | null;
  /** How a completed match ended: played out, a walkover, or a retirement (with the score so far). */
  outcome?: ResultOutcome | null;
}

/** One set (or game) of a completed fixture match: won by side 1 and by side 2; a 7-6 tennis set may keep its tie-break. */
export interface FixtureSetScore {
  side1: number;
  side2: number;
  tieBreak1?: number | null;
  tieBreak2?: number | null;
}

/** Division label → its players. */
export type Divisions = Record<string, FixturePlayer[]>;

/**
 * A division's seeded knockout as drawn: its sides in seed order (best first; a side is one player, or a doubles
 * pair) and whether losers of the semi-finals play for third place. With the saved knockout matches' winners this
 * rebuilds the whole bracket, byes included.
 */
export interface SavedBracket {
  division: string;
  thirdPlace: boolean;
  seeds: FixturePlayer[][];
}

export interface SaveFixturesRequest {
  matches: FixtureMatch[];
  divisions: Divisions;
  teams?: DoublesTeam[];
  fixtureType?: FixtureType;
  matchType?: MatchType;
  seed?: number;
  brackets?: SavedBracket[];
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
  brackets: SavedBracket[];
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

/** Lots the organizer drew for sides of a division that no standings rule separated: side keys, best first. */
export interface DrawnLot {
  division: string;
  order: string[];
  drawnAt: string;
}

/**
 * `GET /api/tournaments/{id}/fixtures`: what was saved, plus who is registered (the public page shows both), and how
 * the tournament scores and ranks its matches.
 */
export interface TournamentFixturesView extends SavedFixtures {
  registeredPlayers: PublicRegisteredPlayer[];
  scoreFormat: ScoreFormatCode;
  standingsRulebook: StandingsRulebook;
  lots: DrawnLot[];
  /** Whether an order of play has been published (the page asks for it only then). */
  orderOfPlayPublished: boolean;
}

/** `POST /api/tournaments/{id}/standings/lots` */
export interface DrawLotsRequest {
  division: string;
  order: string[];
}
