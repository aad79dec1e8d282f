import type { z } from 'zod';
import type { FixtureType, MatchType } from '../constants/fixtures';
import type * as schemas from './schemas/fixtures';

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
