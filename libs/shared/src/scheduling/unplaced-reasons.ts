/**
 * What keeps a match off the courts (docs/event-day.md, The scheduler):
 * - `player`: one of its players has no time long enough on any playing day, inside the hours;
 * - `common-time`: each player has time, but not at the same time;
 * - `stage`: the matches it waits for (an earlier stage or knockout round) end after its players' last common time;
 * - `players-busy`: its players' other matches, with their rest, fill every common time;
 * - `courts`: every court is taken at the times its players can play;
 * - `locked-court`: it is locked to a court that is no longer one of the courts;
 * - `withdrawn`: a player withdrew, so it is a walkover (set by the order-of-play context, not the engine).
 */
export const UNPLACED_KINDS = ['player', 'common-time', 'stage', 'players-busy', 'courts', 'locked-court', 'withdrawn'] as const;

export type UnplacedKind = (typeof UNPLACED_KINDS)[number];
