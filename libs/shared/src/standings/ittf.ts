import type { Criterion, RulebookRules } from './tied-groups';
import { asRecorded, finishedForWinner, recordOf, type Credited, type MatchFormat, type StandingsMatch } from './tally';

/*
 * ITTF group standings, as implemented:
 *   1. match points: 2 for a win, 1 for a loss played out, 0 for a loss not played (walkover) or not finished
 *      (retirement);
 *   2. level on match points: only the matches among those level count, looking in turn at their match points, their
 *      games ratio (won / lost) and their points ratio (won / lost);
 *   3. as soon as a step places some of them, the matches of those placed are left out and the ones still level start
 *      again from their match points among themselves only; two left level are thereby settled by their own match
 *      (shown as head-to-head);
 *   4. still level: they share the place until the organizer draws lots.
 * The winner of a walkover is credited a full match of games to nil, each game 11-0 (3-0 in a best of five).
 * A retirement keeps every point scored; the winner is given what finishes the game in progress and the match.
 */

/** Table tennis games are always to 11. */
function credit(match: StandingsMatch, format: MatchFormat): Credited {
  return match.outcome === 'completed' ? asRecorded(match.sets) : finishedForWinner(match, { ...format, gameTo: 11 });
}

/** Won over lost: nothing lost ranks above any ratio, and nothing at all cannot be ranked. */
const ratio = (won: number, lost: number): number | null => (lost > 0 ? won / lost : won > 0 ? Infinity : null);

const matchPointsAmong = (rule: 'match points' | 'head-to-head'): Criterion => ({
  rule,
  score: (key, group, { counted }) => {
    const among = recordOf(key, counted, new Set(group));
    return among.played > 0 ? among.matchPoints : null;
  },
  detail: (key, group, { counted }) => `${recordOf(key, counted, new Set(group)).matchPoints} match points among them`,
});

const gamesRatio: Criterion = {
  rule: 'games ratio',
  score: (key, group, { counted }) => {
    const among = recordOf(key, counted, new Set(group));
    return ratio(among.setsWon, among.setsLost);
  },
  detail: (key, group, { counted }) => {
    const among = recordOf(key, counted, new Set(group));
    return `games ${among.setsWon}–${among.setsLost} among them`;
  },
};

const pointsRatio: Criterion = {
  rule: 'points ratio',
  score: (key, group, { counted }) => {
    const among = recordOf(key, counted, new Set(group));
    return ratio(among.unitsWon, among.unitsLost);
  },
  detail: (key, group, { counted }) => {
    const among = recordOf(key, counted, new Set(group));
    return `points ${among.unitsWon}–${among.unitsLost} among them`;
  },
};

export const ITTF_RULES: RulebookRules = {
  primary: { rule: 'match points', score: (tally) => tally.matchPoints },
  tieBreak: {
    criteria: (size) => [matchPointsAmong(size === 2 ? 'head-to-head' : 'match points'), gamesRatio, pointsRatio],
    split: 'levels',
  },
  credit,
  format: { setsToWin: 3, gameTo: 11 },
};
