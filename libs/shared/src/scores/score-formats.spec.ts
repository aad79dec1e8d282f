import { describe, expect, it } from 'vitest';
import { SPORTS } from '../constants/sports';
import { DEFAULT_SCORE_FORMAT, SCORE_FORMAT_DETAILS, SCORE_FORMATS, isScoreFormatFor, scoreFormatsFor } from './score-formats';

describe('score formats', () => {
  it('describes every code under its own key', () => {
    expect(Object.keys(SCORE_FORMAT_DETAILS).sort()).toEqual([...SCORE_FORMATS].sort());
    for (const code of SCORE_FORMATS) expect(SCORE_FORMAT_DETAILS[code].code).toBe(code);
  });

  it('counts sets of games in tennis and games of points elsewhere', () => {
    for (const format of Object.values(SCORE_FORMAT_DETAILS)) {
      const tennis = format.sport === 'tennis';
      expect(format.unit).toBe(tennis ? 'set' : 'game');
      expect(format.scoreUnit).toBe(tennis ? 'games' : 'points');
      expect(format.pointsTo === null).toBe(tennis);
      expect(format.bestOf % 2).toBe(1);
      expect(format.matchTieBreak).toBe(format.code === 'tennis-best-of-3-match-tie-break');
    }
  });

  it('reads the points and game count from the code', () => {
    expect(SCORE_FORMAT_DETAILS['pickleball-21-best-of-3']).toMatchObject({
      pointsTo: 21,
      bestOf: 3,
      label: 'Best of 3 games to 21',
    });
    expect(SCORE_FORMAT_DETAILS['pickleball-15-best-of-1']).toMatchObject({ pointsTo: 15, bestOf: 1, label: 'One game to 15' });
    expect(SCORE_FORMAT_DETAILS['table-tennis-best-of-7']).toMatchObject({ pointsTo: 11, bestOf: 7, label: 'Best of 7 games' });
    expect(SCORE_FORMAT_DETAILS['tennis-best-of-5']).toMatchObject({ bestOf: 5, label: 'Best of 5 sets' });
    expect(SCORE_FORMAT_DETAILS['tennis-best-of-3-match-tie-break'].label).toBe(
      'Best of 3 sets, match tie-break as deciding set',
    );
  });

  it('lists each sport its own formats, in declaration order, with a default among them', () => {
    expect(scoreFormatsFor('tennis').map((f) => f.code)).toEqual([
      'tennis-best-of-3',
      'tennis-best-of-3-match-tie-break',
      'tennis-best-of-5',
    ]);
    expect(scoreFormatsFor('pickleball')).toHaveLength(6);
    expect(scoreFormatsFor('table_tennis').map((f) => f.bestOf)).toEqual([3, 5, 7]);
    for (const sport of SPORTS) expect(scoreFormatsFor(sport).map((f) => f.code)).toContain(DEFAULT_SCORE_FORMAT[sport]);
  });

  it('accepts a code only for its own sport, and never a prototype key', () => {
    expect(isScoreFormatFor('tennis-best-of-5', 'tennis')).toBe(true);
    expect(isScoreFormatFor('tennis-best-of-5', 'pickleball')).toBe(false);
    expect(isScoreFormatFor('table-tennis-best-of-3', 'table_tennis')).toBe(true);
    for (const code of ['', 'toString', '__proto__', 'constructor', 'tennis-best-of-7']) {
      expect(isScoreFormatFor(code, 'tennis')).toBe(false);
    }
  });
});
