import { priorityOrder } from './match-order';
import type { ScheduleContext } from './schedule-context';
import type { Stretch } from './shared-windows';
import type { FixedPlacement } from './types';
import { localPartsAt, startToEpochMinute } from './zoned-time';

/** A locked placement read into the search's terms. */
export interface Lock {
  index: number;
  court: number;
  start: number;
  date: string;
}

/** What the search reads about the matches, worked out once and shared by every state it tries. */
export interface SearchProblem {
  context: ScheduleContext;
  courtCount: number;
  /** The longest match, in minutes: a match overlapping a time starts at most this long before it. */
  longest: number;
  /** Per input index: the stretches where all its players can play that are long enough for it. */
  windows: readonly (readonly Stretch[])[];
  /** Per input index: total minutes of those stretches (fewer is harder to place). */
  windowMinutes: readonly number[];
  /** Per input index: its players, as player numbers, each once. */
  playersOf: readonly (readonly number[])[];
  /** Per player number: the matches the search may place or keeps locked. */
  matchesOf: readonly (readonly number[])[];
  /** Per input index: league matches of its division, sharing a player, from another round (each once). */
  roundPeers: readonly (readonly number[])[];
  /** Per input index: its place in the order of play (stage, round, division, input order). */
  rank: readonly number[];
  /** Input indices the search places: each id's first listing, neither locked nor locked to an unknown court. */
  free: readonly number[];
  locks: readonly Lock[];
  /** Input indices locked to a court that is not one of the courts: they get no place. */
  lockedToUnknownCourt: readonly number[];
}

function readLocks(context: ScheduleContext, fixed: readonly FixedPlacement[]) {
  const locks: Lock[] = [];
  const lockedToUnknownCourt: number[] = [];
  const seen = new Set<number>();
  for (const placement of fixed) {
    const index = context.indexById.get(placement.matchId);
    if (index === undefined || seen.has(index)) continue;
    seen.add(index);
    const court = context.courtIndex.get(placement.court);
    if (court === undefined) {
      lockedToUnknownCourt.push(index);
      continue;
    }
    const start = startToEpochMinute(placement.start, context.timeZone);
    locks.push({ index, court, start, date: localPartsAt(start, context.timeZone).date });
  }
  return { locks, lockedToUnknownCourt, seen };
}

export function searchProblem(context: ScheduleContext, fixed: readonly FixedPlacement[], courtCount: number): SearchProblem {
  const { matches, minutes } = context;
  const { locks, lockedToUnknownCourt, seen } = readLocks(context, fixed);
  const listed = matches.map((match, i) => context.indexById.get(match.id) === i);
  const free = matches.flatMap((_, i) => (listed[i] && !seen.has(i) ? [i] : []));
  const placeable = [...free, ...locks.map((lock) => lock.index)].sort((a, b) => a - b);

  const playerNumber = new Map<string, number>();
  const playersOf = matches.map((match) =>
    [...new Set(match.players)].map((player) => {
      let number = playerNumber.get(player);
      if (number === undefined) playerNumber.set(player, (number = playerNumber.size));
      return number;
    }),
  );
  const matchesOf: number[][] = Array.from({ length: playerNumber.size }, () => []);
  for (const i of placeable) for (const player of playersOf[i]) matchesOf[player].push(i);

  const longEnough = new Map<readonly Stretch[], Map<number, readonly Stretch[]>>();
  const windows = matches.map((match, i) => {
    const shared = context.windowsOf(match.players);
    let byLength = longEnough.get(shared);
    if (!byLength) longEnough.set(shared, (byLength = new Map()));
    let found = byLength.get(minutes[i]);
    if (!found) byLength.set(minutes[i], (found = shared.filter((w) => w.end - w.start >= minutes[i])));
    return found;
  });
  const windowMinutes = windows.map((list) => list.reduce((sum, w) => sum + w.end - w.start, 0));

  const seenBy = new Int32Array(matches.length).fill(-1);
  const roundPeers = matches.map((match, i): number[] => {
    if (match.matchType !== 'league') return [];
    const peers: number[] = [];
    for (const player of playersOf[i]) {
      for (const j of matchesOf[player]) {
        const other = matches[j];
        if (j === i || seenBy[j] === i || other.matchType !== 'league' || other.division !== match.division) continue;
        seenBy[j] = i;
        if (other.round !== match.round) peers.push(j);
      }
    }
    return peers;
  });

  const longest = Math.max(0, ...minutes);
  const rank: number[] = new Array(matches.length);
  priorityOrder(matches).forEach((index, place) => (rank[index] = place));
  return {
    context,
    courtCount,
    longest,
    rank,
    windows,
    windowMinutes,
    playersOf,
    matchesOf,
    roundPeers,
    free,
    locks,
    lockedToUnknownCourt,
  };
}
