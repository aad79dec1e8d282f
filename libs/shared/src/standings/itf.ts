import { headToHeadWins, type Criterion, type RulebookRules } from './tied-groups';
import { asRecorded, straightSetsNoGames, type Credited, type MatchFormat, type StandingsMatch } from './tally';
import { percent } from './why';

/*
 * ITF / USTA round robin, as implemented:
 *   1. most wins;
 *   2. two level: head-to-head; if their meetings leave them level (they never met, or split them), then 3.;
 *   3. three or more level: % of sets won, then % of games won, over all their matches. A step that separates them
 *      places only the best of them; the rest start again from 2., so a pair left behind is settled head-to-head even
 *      when the step had put them in some order (that is how the published text reads for three players);
 *   4. still level: they share the place until the organizer draws lots.
 * Walkovers and retirements count as a straight-sets win or loss for % sets, and none of their games count for % games
 * (the published text does this for a retirement or default; a walkover, which it does not name, is treated the same).
 * A match tie-break played as the deciding set counts as one set and one game, not as its points.
 * The pro events also put more matches played first among equal wins, for an alternate who joined late; that step is
 * not one of the round-robin rulebook's and is left out, as is anything else the rulebook does not say: a walkover is a
 * loss for the side that gave it and nothing more, so more wins always rank higher.
 */

/** This app's tennis sets never go past 7 games, so a bigger number is a match tie-break's points. */
const isMatchTieBreak = (set: { a: number; b: number }) => Math.max(set.a, set.b) > 7;

function credit(match: StandingsMatch, format: MatchFormat): Credited {
  if (match.outcome !== 'completed') return straightSetsNoGames(match, format);
  return asRecorded(match.sets.map((s) => (isMatchTieBreak(s) ? { a: s.a > s.b ? 1 : 0, b: s.b > s.a ? 1 : 0 } : s)));
}

const share = (won: number, lost: number): number | null => (won + lost > 0 ? won / (won + lost) : null);

const setsWonShare: Criterion = {
  rule: 'sets won %',
  score: (key, _group, { tallies }) => share(tallies.get(key)!.setsWon, tallies.get(key)!.setsLost),
  detail: (key, _group, { tallies }) => {
    const { setsWon, setsLost } = tallies.get(key)!;
    return `${setsWon} of ${setsWon + setsLost} sets won (${percent(setsWon, setsWon + setsLost)})`;
  },
};

const gamesWonShare: Criterion = {
  rule: 'games won %',
  score: (key, _group, { tallies }) => share(tallies.get(key)!.unitsWon, tallies.get(key)!.unitsLost),
  detail: (key, _group, { tallies }) => {
    const { unitsWon, unitsLost } = tallies.get(key)!;
    return `${unitsWon} of ${unitsWon + unitsLost} games won (${percent(unitsWon, unitsWon + unitsLost)})`;
  },
};

export const ITF_RULES: RulebookRules = {
  primary: { rule: 'wins', score: (tally) => tally.won },
  tieBreak: {
    criteria: (size) => (size === 2 ? [headToHeadWins, setsWonShare, gamesWonShare] : [setsWonShare, gamesWonShare]),
    split: 'peel',
  },
  credit,
  format: { setsToWin: 2, gameTo: 6 },
};
