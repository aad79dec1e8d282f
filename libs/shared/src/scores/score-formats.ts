import type { Sport } from '../constants/sports';

/** Every way a match can be scored; stored on tournaments, so codes never change once shipped. */
export const SCORE_FORMATS = [
  'tennis-best-of-3',
  'tennis-best-of-3-match-tie-break',
  'tennis-best-of-5',
  'pickleball-11-best-of-1',
  'pickleball-11-best-of-3',
  'pickleball-15-best-of-1',
  'pickleball-15-best-of-3',
  'pickleball-21-best-of-1',
  'pickleball-21-best-of-3',
  'table-tennis-best-of-3',
  'table-tennis-best-of-5',
  'table-tennis-best-of-7',
] as const;
export type ScoreFormatCode = (typeof SCORE_FORMATS)[number];

export interface ScoreFormat {
  code: ScoreFormatCode;
  sport: Sport;
  label: string;
  /** 1, 3, 5 or 7: the winner takes ceil(bestOf / 2). */
  bestOf: number;
  /** What one entry of the score is: a tennis set, or a pickleball / table tennis game. */
  unit: 'set' | 'game';
  /** What the two numbers of one set/game count. */
  scoreUnit: 'games' | 'points';
  /** Points a game is played to; null for tennis. */
  pointsTo: number | null;
  /** The deciding 3rd set is a match tie-break to 10, won by 2. */
  matchTieBreak: boolean;
}

function tennis(code: ScoreFormatCode, bestOf: number, label: string, matchTieBreak = false): ScoreFormat {
  return { code, sport: 'tennis', label, bestOf, unit: 'set', scoreUnit: 'games', pointsTo: null, matchTieBreak };
}

function pickleball(code: ScoreFormatCode, pointsTo: number, bestOf: number): ScoreFormat {
  const label = bestOf === 1 ? `One game to ${pointsTo}` : `Best of ${bestOf} games to ${pointsTo}`;
  return { code, sport: 'pickleball', label, bestOf, unit: 'game', scoreUnit: 'points', pointsTo, matchTieBreak: false };
}

/** Table tennis games are always to 11, so the label only needs the game count. */
function tableTennis(code: ScoreFormatCode, bestOf: number): ScoreFormat {
  const label = `Best of ${bestOf} games`;
  return { code, sport: 'table_tennis', label, bestOf, unit: 'game', scoreUnit: 'points', pointsTo: 11, matchTieBreak: false };
}

export const SCORE_FORMAT_DETAILS: Record<ScoreFormatCode, ScoreFormat> = {
  'tennis-best-of-3': tennis('tennis-best-of-3', 3, 'Best of 3 sets'),
  'tennis-best-of-3-match-tie-break': tennis(
    'tennis-best-of-3-match-tie-break',
    3,
    'Best of 3 sets, match tie-break as deciding set',
    true,
  ),
  'tennis-best-of-5': tennis('tennis-best-of-5', 5, 'Best of 5 sets'),
  'pickleball-11-best-of-1': pickleball('pickleball-11-best-of-1', 11, 1),
  'pickleball-11-best-of-3': pickleball('pickleball-11-best-of-3', 11, 3),
  'pickleball-15-best-of-1': pickleball('pickleball-15-best-of-1', 15, 1),
  'pickleball-15-best-of-3': pickleball('pickleball-15-best-of-3', 15, 3),
  'pickleball-21-best-of-1': pickleball('pickleball-21-best-of-1', 21, 1),
  'pickleball-21-best-of-3': pickleball('pickleball-21-best-of-3', 21, 3),
  'table-tennis-best-of-3': tableTennis('table-tennis-best-of-3', 3),
  'table-tennis-best-of-5': tableTennis('table-tennis-best-of-5', 5),
  'table-tennis-best-of-7': tableTennis('table-tennis-best-of-7', 7),
};

/** What a new tournament starts with for each sport. */
export const DEFAULT_SCORE_FORMAT: Record<Sport, ScoreFormatCode> = {
  tennis: 'tennis-best-of-3',
  pickleball: 'pickleball-11-best-of-3',
  table_tennis: 'table-tennis-best-of-5',
};

/** The formats an organiser can pick for a sport, in SCORE_FORMATS order. */
export function scoreFormatsFor(sport: Sport): ScoreFormat[] {
  return SCORE_FORMATS.map((code) => SCORE_FORMAT_DETAILS[code]).filter((format) => format.sport === sport);
}

/** Own-property check, so 'toString' and other prototype keys never pass. */
export function isScoreFormatFor(code: string, sport: Sport): code is ScoreFormatCode {
  return (
    typeof code === 'string' &&
    Object.hasOwn(SCORE_FORMAT_DETAILS, code) &&
    SCORE_FORMAT_DETAILS[code as ScoreFormatCode].sport === sport
  );
}

/** How a match ended: played out, never started, or stopped part-way. */
export const RESULT_OUTCOMES = ['completed', 'walkover', 'retired'] as const;
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number];
