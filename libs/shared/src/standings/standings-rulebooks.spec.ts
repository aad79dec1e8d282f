import { describe, expect, it } from 'vitest';
import { SPORTS } from '../constants/sports';
import { DEFAULT_STANDINGS_RULEBOOK, STANDINGS_RULEBOOK_LABELS, STANDINGS_RULEBOOKS } from './standings-rulebooks';

describe('standings rulebooks', () => {
  it('labels every rulebook and gives every sport its governing body by default', () => {
    expect(STANDINGS_RULEBOOKS.map((code) => STANDINGS_RULEBOOK_LABELS[code])).toEqual([
      'ITF / USTA round robin',
      'USA Pickleball',
      'ITTF',
    ]);
    expect(SPORTS.map((sport) => DEFAULT_STANDINGS_RULEBOOK[sport])).toEqual(['itf', 'usa-pickleball', 'ittf']);
  });
});
