// Shared by the CSV specs. Named *.test.ts so the build leaves it out and vitest does not collect it.
import { parse } from 'csv-parse/sync';
import { CSV_BOM } from './csv';

/** Rows of a CSV read by a strict RFC 4180 parser; throws when the text has no BOM or is not strictly valid. */
export function parseStrictCsv(text: string): string[][] {
  if (!text.startsWith(CSV_BOM)) throw new Error('the CSV does not start with a UTF-8 byte-order mark');
  return parse(text, { bom: true, relax_quotes: false, relax_column_count: false, record_delimiter: '\r\n' });
}
