import { MAX_GAMES, MAX_POINTS, MIN_GAMES } from './score-limits';

type Unit = 'set' | 'game';

const plural = (count: number, unit: Unit): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "Set 2", "Game 3": people count sets from 1, so every message does too. */
export function scoreEntryName(unit: Unit, index: number): string {
  return `${unit === 'set' ? 'Set' : 'Game'} ${index + 1}`;
}

/** Every text checkScore can report; `name` is scoreEntryName(...), `score` is "a-b" from side A's view. */
export const SCORE_MESSAGES = {
  format: 'Choose a score format',
  outcome: 'The outcome must be completed, walkover or retired',
  /** The plain result form says the same (RESULT_MESSAGES.games). */
  games: `Games must be a whole number from ${MIN_GAMES} to ${MAX_GAMES}`,
  points: `Points must be a whole number from 0 to ${MAX_POINTS}`,
  noSets: (unit: Unit) => `At least one ${unit} is required`,
  tooManySets: (unit: Unit, bestOf: number) => `At most ${plural(bestOf, unit)} can be played in this format`,
  tooFewSets: (unit: Unit, bestOf: number, toWin: number) =>
    `A best-of-${bestOf} match ends when one side wins ${plural(toWin, unit)}`,
  alreadyWon: (unit: Unit, index: number, decidedIndex: number) =>
    `${scoreEntryName(unit, index)}: the match was already won after ${unit} ${decidedIndex + 1}`,
  unfinishedSet: (name: string, score: string) =>
    `${name}: ${score} is not a finished set (a set ends 6-4 or better, 7-5 or 7-6)`,
  unfinishedMatchTieBreak: (name: string, score: string) =>
    `${name}: ${score} is not a finished match tie-break (first to 10 points, won by 2)`,
  unfinishedGame: (name: string, score: string, pointsTo: number) =>
    `${name}: ${score} is not a finished game (a game to ${pointsTo} is won by 2 points)`,
  impossibleSet: (name: string, score: string) => `${name}: ${score} is not a possible set score`,
  impossibleMatchTieBreak: (name: string, score: string) => `${name}: ${score} is not a possible match tie-break score`,
  impossibleGame: (name: string, score: string) => `${name}: ${score} is not a possible game score`,
  tieBreakOnlyAtSevenSix: (name: string) => `${name}: only a 7-6 set has a tie-break score`,
  tieBreakInGame: (name: string) => `${name}: a game has no tie-break score`,
  tieBreakInMatchTieBreak: (name: string) => `${name}: a match tie-break has no separate tie-break score`,
  tieBreakBoth: (name: string) => `${name}: enter both tie-break scores, or neither`,
  tieBreakPoints: (name: string) => `${name}: tie-break points must be a whole number from 0 to ${MAX_POINTS}`,
  tieBreakWrongSide: (name: string) => `${name}: the side with 7 games must win the tie-break`,
  tieBreakImpossible: (name: string, score: string) =>
    `${name}: ${score} is not a possible tie-break score (first to 7 points, won by 2)`,
  walkoverHasNoScore: 'A walkover has no score',
  walkoverWinner: 'Choose who won the walkover',
  retiredDecided: 'A retirement ends a match that was still being played',
  retiredWinner: 'Choose who won: the side that retired loses',
  winnerMismatch: 'The winner must be the side that won the match',
} as const;
