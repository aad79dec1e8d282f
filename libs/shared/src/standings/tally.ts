export interface StandingsEntrant {
  key: string;
  name: string;
  /** Shown on the row; ranks as its results say (its remaining matches are walkovers: see forfeitsOfWithdrawn). */
  withdrawn?: boolean;
}

/** One decided league match; `sets` are side a's and side b's numbers per set (tennis: games in the set; pickleball and table tennis: points in the game). */
export interface StandingsMatch {
  a: string;
  b: string;
  winner: 'A' | 'B';
  outcome: 'completed' | 'walkover' | 'retired';
  sets: ReadonlyArray<{ a: number; b: number }>;
}

/** What a match is worth in sets and units once the rulebook has credited a walkover or retirement. */
export interface Credited {
  setsA: number;
  setsB: number;
  unitsA: number;
  unitsB: number;
}
export type CountedMatch = Pick<StandingsMatch, 'a' | 'b' | 'winner' | 'outcome'> & Credited;

/** How long a match is in this league: read off the completed matches, so a walkover is credited a full match. */
export interface MatchFormat {
  setsToWin: number;
  gameTo: number;
}

/** A rulebook's way of counting one match (a walkover or retirement is rarely counted as it was recorded). */
export type Credit = (match: StandingsMatch, format: MatchFormat) => Credited;

/** An entrant's record as the table shows it. */
export interface EntrantRecord {
  key: string;
  name: string;
  withdrawn: boolean;
  /** Matches decided, walkovers and retirements included: won + lost. */
  played: number;
  won: number;
  lost: number;
  /** ITTF's 2 for a win, 1 for a loss played out, 0 for a walkover or retirement; every rulebook fills it alike. */
  matchPoints: number;
  /** Sets (tennis) or games (pickleball, table tennis), as the rulebook counts them. */
  setsWon: number;
  setsLost: number;
  /** Games (tennis) or points (pickleball, table tennis), as the rulebook counts them. */
  unitsWon: number;
  unitsLost: number;
}

/** An entrant's record while the table is worked out. */
export type Tally = EntrantRecord;

/** What a record counts, over all an entrant's matches or only those among a tied group. */
type Counts = Pick<Tally, 'played' | 'won' | 'matchPoints' | 'setsWon' | 'setsLost' | 'unitsWon' | 'unitsLost'>;

/** The sets and units as they were recorded. */
export function asRecorded(sets: StandingsMatch['sets']): Credited {
  const total = { setsA: 0, setsB: 0, unitsA: 0, unitsB: 0 };
  for (const set of sets) {
    if (set.a > set.b) total.setsA++;
    else if (set.b > set.a) total.setsB++;
    total.unitsA += set.a;
    total.unitsB += set.b;
  }
  return total;
}

/** The same numbers from the other side: lets a credit be worked out for the winner and turned back. */
const fromWinner = (winner: 'A' | 'B', w: Credited): Credited =>
  winner === 'A' ? w : { setsA: w.setsB, setsB: w.setsA, unitsA: w.unitsB, unitsB: w.unitsA };

/** ITTF and USA Pickleball: the points scored stand; the winner is given what finishes the game and the match. */
export function finishedForWinner(match: StandingsMatch, { setsToWin, gameTo }: MatchFormat): Credited {
  const games = match.sets.map((s) => (match.winner === 'A' ? { w: s.a, l: s.b } : { w: s.b, l: s.a }));
  const over = (g: { w: number; l: number }) => Math.max(g.w, g.l) >= gameTo && Math.abs(g.w - g.l) >= 2;
  const credited = games.map((g) => (over(g) ? g : { w: Math.max(gameTo, g.l + 2), l: g.l }));
  for (let won = credited.filter((g) => g.w > g.l).length; won < setsToWin; won++) credited.push({ w: gameTo, l: 0 });
  return fromWinner(match.winner, asRecorded(credited.map((g) => ({ a: g.w, b: g.l }))));
}

/** ITF / USTA: a straight-sets result in sets, and none of the match's games. */
export const straightSetsNoGames = (match: StandingsMatch, { setsToWin }: MatchFormat): Credited =>
  fromWinner(match.winner, { setsA: setsToWin, setsB: 0, unitsA: 0, unitsB: 0 });

/** Sets to win from the longest completed win; games to from the lowest winning score. Order-independent. */
export function matchFormat(matches: readonly StandingsMatch[], fallback: MatchFormat): MatchFormat {
  const completed = matches.filter((m) => m.outcome === 'completed' && m.sets.length > 0);
  const setsToWin = completed.map((m) => (m.winner === 'A' ? asRecorded(m.sets).setsA : asRecorded(m.sets).setsB));
  const gameTo = completed.flatMap((m) => m.sets.filter((s) => s.a !== s.b).map((s) => Math.max(s.a, s.b)));
  return {
    setsToWin: setsToWin.length ? Math.max(...setsToWin) : fallback.setsToWin,
    gameTo: gameTo.length ? Math.min(...gameTo) : fallback.gameTo,
  };
}

/** ITTF's match points, kept by every rulebook: 2 for a win, 1 for a loss played out, 0 for one not played or not finished. */
const matchPointsFor = (m: CountedMatch, side: 'A' | 'B') => (m.winner === side ? 2 : m.outcome === 'completed' ? 1 : 0);

/** One entrant's record over the counted matches, or only those against `among` (the others in a tie). */
export function recordOf(key: string, counted: readonly CountedMatch[], among?: ReadonlySet<string>): Counts {
  const record: Counts = { played: 0, won: 0, matchPoints: 0, setsWon: 0, setsLost: 0, unitsWon: 0, unitsLost: 0 };
  for (const m of counted) {
    const side = m.a === key ? 'A' : m.b === key ? 'B' : null;
    if (side === null || (among && !among.has(side === 'A' ? m.b : m.a))) continue;
    const own = side === 'A' ? [m.setsA, m.setsB, m.unitsA, m.unitsB] : [m.setsB, m.setsA, m.unitsB, m.unitsA];
    record.played++;
    if (m.winner === side) record.won++;
    record.matchPoints += matchPointsFor(m, side);
    record.setsWon += own[0];
    record.setsLost += own[1];
    record.unitsWon += own[2];
    record.unitsLost += own[3];
  }
  return record;
}

/**
 * Every entrant's counts. Entrants met only in matches are added under their key; a match of an entrant against itself
 * is left out. An entrant listed twice is withdrawn if either says so and keeps the first name in code-point order, so
 * the listing order never matters.
 */
export function tallyLeague(
  entrants: readonly StandingsEntrant[],
  matches: readonly StandingsMatch[],
  credit: Credit,
  fallback: MatchFormat,
) {
  const tallies = new Map<string, Tally>();
  const add = (key: string, name: string, withdrawn: boolean) => {
    const known = tallies.get(key);
    const fresh = {
      key,
      name,
      withdrawn,
      played: 0,
      won: 0,
      lost: 0,
      matchPoints: 0,
      setsWon: 0,
      setsLost: 0,
      unitsWon: 0,
      unitsLost: 0,
    };
    if (!known) tallies.set(key, fresh);
    else tallies.set(key, { ...known, name: name < known.name ? name : known.name, withdrawn: known.withdrawn || withdrawn });
  };
  for (const e of entrants) add(e.key, e.name, e.withdrawn === true);
  const decided = matches.filter((m) => m.a !== m.b);
  const format = matchFormat(decided, fallback);
  const counted: CountedMatch[] = decided.map((m) => ({
    a: m.a,
    b: m.b,
    winner: m.winner,
    outcome: m.outcome,
    ...credit(m, format),
  }));
  for (const m of counted) for (const key of [m.a, m.b]) if (!tallies.has(key)) add(key, key, false);
  for (const tally of tallies.values()) {
    Object.assign(tally, recordOf(tally.key, counted));
    tally.lost = tally.played - tally.won;
  }
  return { tallies, counted };
}
