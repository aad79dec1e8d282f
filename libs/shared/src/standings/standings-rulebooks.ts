import type { Sport } from '../constants/sports';

/**
 * The governing bodies' rulebooks a league table can follow, chosen per tournament. Stored on tournaments, so a code
 * never changes once shipped.
 */
export const STANDINGS_RULEBOOKS = ['itf', 'usa-pickleball', 'ittf'] as const;
export type StandingsRulebook = (typeof STANDINGS_RULEBOOKS)[number];

export const STANDINGS_RULEBOOK_LABELS: Record<StandingsRulebook, string> = {
  itf: 'ITF / USTA round robin',
  'usa-pickleball': 'USA Pickleball',
  ittf: 'ITTF',
};

/** Each sport starts with its own governing body's rulebook; an organizer may pick another. */
export const DEFAULT_STANDINGS_RULEBOOK: Record<Sport, StandingsRulebook> = {
  tennis: 'itf',
  pickleball: 'usa-pickleball',
  table_tennis: 'ittf',
};

/**
 * Every rule a table can be ordered by. The texts double as what the table shows ("below on sets won %"), so they are
 * written the way a player would say them.
 */
export type StandingsRule =
  | 'wins'
  | 'match points'
  | 'head-to-head'
  | 'sets won %'
  | 'games won %'
  | 'point differential'
  | 'head-to-head point differential'
  | 'point differential against the next-highest'
  | 'games ratio'
  | 'points ratio'
  | 'lot';
