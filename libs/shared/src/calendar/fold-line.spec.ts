import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldLine } from './fold-line';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
const unfold = (folded: string) => folded.replace(/\r\n /g, '');

describe('foldLine', () => {
  it('leaves a line of up to 75 octets alone', () => {
    expect(foldLine('')).toBe('');
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('é'.repeat(37) + 'a')).toBe('é'.repeat(37) + 'a');
  });

  it('starts each continuation with a space that counts towards its 75 octets', () => {
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(foldLine('a'.repeat(75 + 74 + 1)).split('\r\n')).toEqual(['a'.repeat(75), ` ${'a'.repeat(74)}`, ' a']);
  });

  it('never splits a character of two, three or four octets', () => {
    expect(foldLine('aa' + 'é'.repeat(37)).split('\r\n')).toEqual(['aa' + 'é'.repeat(36), ' é']);
    expect(foldLine('é'.repeat(38)).split('\r\n')).toEqual(['é'.repeat(37), ' é']);
    expect(foldLine('ab' + '中'.repeat(25)).split('\r\n')).toEqual(['ab' + '中'.repeat(24), ' 中']);
    expect(foldLine('abcd' + '🎾'.repeat(18)).split('\r\n')).toEqual(['abcd' + '🎾'.repeat(17), ' 🎾']);
  });

  it('keeps every piece within 75 octets and unfolds to the original (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (line) => {
        const folded = foldLine(line);
        for (const piece of folded.split('\r\n')) expect(octets(piece)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(line);
      }),
    );
  });
});
