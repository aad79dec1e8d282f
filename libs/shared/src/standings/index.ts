export { STANDINGS_RULEBOOKS, STANDINGS_RULEBOOK_LABELS, DEFAULT_STANDINGS_RULEBOOK } from './standings-rulebooks';
export type { StandingsRulebook, StandingsRule } from './standings-rulebooks';
export type { StandingsEntrant, StandingsMatch } from './tally';
export type { DrawnLots } from './lots';
export { rankStandings } from './rank-standings';
export type { StandingsLine } from './rank-standings';
export { forfeitsOfWithdrawn } from './withdrawal';
export type { PendingMatch } from './withdrawal';
