import { describe, expect, it } from 'vitest';
import { matchOptionText, stageText } from './result-stage';

describe('the stage of a result', () => {
  it('names the type, division and round of its fixture match, or the type alone', () => {
    expect(stageText({ matchType: 'league', division: 'Division A', round: 2 })).toBe('League · Division A · Round 2');
    expect(stageText({ matchType: 'final', division: null, round: null })).toBe('Final');
  });

  it("adds a match's time on the tournament's clock and its court when the order of play placed it", () => {
    const match = { fixtureMatchId: '1-final-3-1', matchType: 'final' as const, division: 'Division 1', round: 3 };
    expect(matchOptionText({ ...match, scheduledTime: null, court: null })).toBe('Final · Division 1 · Round 3');
    const at = '2030-05-04T10:00:00+02:00';
    expect(matchOptionText({ ...match, scheduledTime: at, court: 'Court 2' })).toBe(
      'Final · Division 1 · Round 3 · Sat 4 May, 10:00 · Court 2',
    );
  });
});
