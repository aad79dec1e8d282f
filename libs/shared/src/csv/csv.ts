/** What a CSV cell may hold; null and undefined write an empty cell. */
export type CsvValue = string | number | null | undefined;

/** UTF-8 byte-order mark: without it Excel reads the file in the local code page and mangles 'Zoë' or '李小龍'. */
export const CSV_BOM = '\uFEFF';

/**
 * Spreadsheets run a cell starting with one of these as a formula, even from a quoted cell; a leading tab or
 * carriage return can hide one. Phone numbers like '+1 555…' are prefixed too: a sign is enough to start one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Every cell is quoted (RFC 4180 allows it, and a comma, quote or line break inside stays in its
 * cell), inner quotes doubled, and text that a spreadsheet would run as a formula prefixed with an apostrophe.
 */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The whole file, header row first: the BOM, then the rows joined by CRLF with no line break after the last
 * (RFC 4180). Every CSV the product makes goes through here.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}
