import { headToHeadWins, type Criterion, type RulebookRules } from './tied-groups';
import { asRecorded, finishedForWinner, recordOf, type Credited, type MatchFormat, type StandingsMatch } from './tally';
import { namesOf, signed } from './why';

/*
 * USA Pickleball round robin, as implemented:
 *   1. most matches won;
 *   2. level: head-to-head, the wins in the matches among those level;
 *   3. point differential over all games played;
 *   4. head-to-head point differential, over the games among those still level;
 *   5. point differential against the next-highest, the entrant (or shared place) directly above the level group;
 *      level for first place, there is no one above and the step does not apply;
 *   6. still level: they share the place until the organizer draws lots.
 * Every step that separates some of them starts the steps again among the ones it leaves level, so two left level
 * are settled head-to-head first and each difference is worked out again among the smaller group.
 * A retirement keeps the points scored; the winner is given what it takes to win the game in progress by two and
 * every game still to play at the game's target to 0 (12-10, 11-0 for a retirement at 10-5 in the first game).
 * A walkover is a forfeit and is scored the same way from 0-0, so the winner is credited 11-0 a game.
 */

function credit(match: StandingsMatch, format: MatchFormat): Credited {
  return match.outcome === 'completed' ? asRecorded(match.sets) : finishedForWinner(match, format);
}

const pointDifferential: Criterion = {
  rule: 'point differential',
  score: (key, _group, { tallies }) => tallies.get(key)!.unitsWon - tallies.get(key)!.unitsLost,
  detail: (key, _group, { tallies }) => `point differential ${signed(tallies.get(key)!.unitsWon - tallies.get(key)!.unitsLost)}`,
};

const headToHeadPointDifferential: Criterion = {
  rule: 'head-to-head point differential',
  score: (key, group, { counted }) => {
    const among = recordOf(key, counted, new Set(group));
    return among.played > 0 ? among.unitsWon - among.unitsLost : null;
  },
  detail: (key, group, { counted }) => {
    const among = recordOf(key, counted, new Set(group));
    return `point differential ${signed(among.unitsWon - among.unitsLost)} among them`;
  },
};

const againstNextHighest: Criterion = {
  rule: 'point differential against the next-highest',
  score: (key, _group, { counted, above }) => {
    const against = recordOf(key, counted, new Set(above));
    return above.length > 0 && against.played > 0 ? against.unitsWon - against.unitsLost : null;
  },
  detail: (key, _group, { counted, above, tallies }) => {
    const against = recordOf(key, counted, new Set(above));
    return `point differential ${signed(against.unitsWon - against.unitsLost)} against ${namesOf(above, tallies)}`;
  },
};

export const USA_PICKLEBALL_RULES: RulebookRules = {
  primary: { rule: 'wins', score: (tally) => tally.won },
  tieBreak: {
    criteria: () => [headToHeadWins, pointDifferential, headToHeadPointDifferential, againstNextHighest],
    split: 'levels',
  },
  credit,
  format: { setsToWin: 2, gameTo: 11 },
};
