import { describe, expect, it } from 'vitest';
import { levelWith, listNames, ordinal, percent, sharesPlace, signed } from './why';

const names = new Map(['a', 'b', 'c'].map((key) => [key, { name: key.toUpperCase() }]));

describe('standings texts', () => {
  it('lists names and places the way they are read', () => {
    expect([listNames([]), listNames(['Ana']), listNames(['Ana', 'Bea']), listNames(['Ana', 'Bea', 'Cem'])]).toEqual([
      '',
      'Ana',
      'Ana and Bea',
      'Ana, Bea and Cem',
    ]);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('writes percentages whole when they are, to a tenth when not, and differentials with their sign', () => {
    expect([percent(3, 4), percent(2, 3), percent(0, 5)]).toEqual(['75 %', '66.7 %', '0 %']);
    expect([signed(4), signed(0), signed(-3)]).toEqual(['+4', '0', '-3']);
  });

  it('names the rule and those level in every explanation', () => {
    expect(levelWith('b', ['a', 'b'], 'head-to-head', '', names)).toBe('Below A on head-to-head');
    expect(levelWith('c', ['a', 'b', 'c'], 'sets won %', '3 of 4 sets won (75 %)', names)).toBe(
      'Level with A and B: 3 of 4 sets won (75 %) – below on sets won %',
    );
    expect(sharesPlace('b', 2, ['b', 'c'], names)).toBe('Shares 2nd place with C until lots are drawn');
  });
});
