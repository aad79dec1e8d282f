import { fixtureStatus, matchSides, type FixtureMatch, type MatchType } from '@rallypoint/shared';

/** The two entries play each other in it: one on each side (a doubles pair counts each of its two players). */
export function opposes(match: FixtureMatch, playerEntryId: number, opponentEntryId: number): boolean {
  const [first, second] = matchSides(match).map((side) => side.map((player) => player.id));
  return (
    (first.includes(playerEntryId) && second.includes(opponentEntryId)) ||
    (second.includes(playerEntryId) && first.includes(opponentEntryId))
  );
}

/** Not played yet: no winner. */
export const isOpen = (match: FixtureMatch): boolean => fixtureStatus(match) !== 'Completed';

/** When it is due: its published (or saved) start, an ISO time; a match without one comes after those with one. */
const startOf = (match: FixtureMatch): number => {
  const start = match.scheduledTime ? Date.parse(match.scheduledTime) : Number.NaN;
  return Number.isNaN(start) ? Number.POSITIVE_INFINITY : start;
};

/**
 * The open matches between two entries in schedule order: by start time where the order of play gave one, then in
 * the saved fixtures' order (rounds first to last), which the matches come in.
 */
export function openMatchesBetween(
  matches: readonly FixtureMatch[],
  playerEntryId: number,
  opponentEntryId: number,
): FixtureMatch[] {
  return matches
    .map((match, position) => ({ match, position }))
    .filter(({ match }) => isOpen(match) && opposes(match, playerEntryId, opponentEntryId))
    .sort((a, b) => startOf(a.match) - startOf(b.match) || a.position - b.position)
    .map(({ match }) => match);
}

/**
 * The match a result names when none was chosen: the first open one between the two entries of the result's type that
 * no pending result names already (so a second league result between them goes to their next league match); none
 * when there is no such match, and the result stands alone.
 */
export function firstOpenMatch(
  between: readonly FixtureMatch[],
  matchType: MatchType,
  claimed: ReadonlySet<string>,
): FixtureMatch | null {
  return between.find((match) => match.matchType === matchType && !claimed.has(match.id)) ?? null;
}
