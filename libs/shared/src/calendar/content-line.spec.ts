import { describe, expect, it } from 'vitest';
import { contentLine, serializeLines } from './content-line';
import { escapeText } from './text-value';

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes every kind of line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('\\n is not a line break')).toBe('\\\\n is not a line break');
  });

  it('leaves colons, quotes, tabs and other characters as they are', () => {
    expect(escapeText('12:30 "Centre"\tCourt — Zoë 🎾')).toBe('12:30 "Centre"\tCourt — Zoë 🎾');
  });
});

describe('contentLine', () => {
  it('joins name, parameters and value', () => {
    expect(contentLine('SUMMARY', 'Final')).toBe('SUMMARY:Final');
    expect(contentLine('DTSTART', '20261205T090000', { TZID: 'Europe/London' })).toBe(
      'DTSTART;TZID=Europe/London:20261205T090000',
    );
  });

  it('quotes a parameter value holding a colon, semicolon or comma, and drops double quotes', () => {
    expect(contentLine('DTSTART', '20261205T090000', { TZID: '+05:30' })).toBe('DTSTART;TZID="+05:30":20261205T090000');
    expect(contentLine('X', 'v', { P: 'a"b;c' })).toBe('X;P="ab;c":v');
  });

  it('drops control characters other than tab, so a value cannot start a new line', () => {
    expect(contentLine('URL', 'https://x.example/\r\nSTATUS:CANCELLED\u0000\u007F')).toBe(
      'URL:https://x.example/STATUS:CANCELLED',
    );
    expect(contentLine('SUMMARY', 'a\tb')).toBe('SUMMARY:a\tb');
  });

  it('replaces a lone surrogate, which has no UTF-8 form, and keeps pairs', () => {
    expect(contentLine('SUMMARY', 'a\uD83Cb\uDFBE🎾')).toBe('SUMMARY:a\uFFFDb\uFFFD🎾');
  });
});

describe('serializeLines', () => {
  it('ends every line, the last too, with CRLF and folds long ones', () => {
    expect(serializeLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(serializeLines([`X:${'a'.repeat(80)}`])).toBe(`X:${'a'.repeat(73)}\r\n ${'a'.repeat(7)}\r\n`);
    expect(serializeLines([])).toBe('');
  });
});
