import type { FixturePlayer } from '../contracts/fixtures';

/** A side's identity in standings, lots and seeding: its players' registration ids, ascending, joined by '+'. */
export const standingsSideKey = (players: readonly FixturePlayer[]): string =>
  players
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .join('+');
