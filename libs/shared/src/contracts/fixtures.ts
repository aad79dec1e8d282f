import type { z } from 'zod';
import type * as schemas from './schemas/fixtures';

export const FIXTURE_TYPES = ['singles', 'doubles'] as const;
export type FixtureType = (typeof FIXTURE_TYPES)[number];

/** League, semi-final and final, and a seeded single-elimination draw of any size (knockout). */
export const MATCH_TYPES = ['league', 'semi-final', 'final', 'knockout'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export type FixturePlayer = z.output<typeof schemas.fixturePlayerSchema>;

export type DoublesTeam = z.output<typeof schemas.doublesTeamSchema>;

export type FixtureMatch = z.output<typeof schemas.fixtureMatchSchema>;

export type FixtureSetScore = z.output<typeof schemas.fixtureSetScoreSchema>;

export type Divisions = z.output<typeof schemas.divisionsSchema>;

export type SavedBracket = z.output<typeof schemas.savedBracketSchema>;

export interface SaveFixturesRequest {
  matches: FixtureMatch[];
  divisions: Divisions;
  teams?: DoublesTeam[];
  fixtureType?: FixtureType;
  matchType?: MatchType;
  seed?: number;
  brackets?: SavedBracket[];
}

export type SavedFixtures = z.output<typeof schemas.savedFixturesSchema>;

export type PublicRegisteredPlayer = z.output<typeof schemas.publicRegisteredPlayerSchema>;

export type DrawnLot = z.output<typeof schemas.drawnLotSchema>;

export type TournamentFixturesView = z.output<typeof schemas.tournamentFixturesViewSchema>;

/** `POST /api/tournaments/{id}/standings/lots` */
export interface DrawLotsRequest {
  division: string;
  order: string[];
}
