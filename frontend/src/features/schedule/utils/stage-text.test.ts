import { describe, expect, it } from 'vitest';
import { stageRoundText } from './stage-text';

describe('stageRoundText', () => {
  it('names the round of a league or knockout match, and only the stage of a semi-final or final', () => {
    expect(stageRoundText({ matchType: 'league', round: 2 })).toBe('League R2');
    expect(stageRoundText({ matchType: 'knockout', round: 1 })).toBe('Knockout R1');
    expect(stageRoundText({ matchType: 'semi-final', round: 1 })).toBe('Semi-Final');
    expect(stageRoundText({ matchType: 'final', round: 1 })).toBe('Final');
  });
});
