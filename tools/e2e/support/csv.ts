import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

/**
 * Rows of a CSV text (RFC 4180: quoted cells, doubled quotes, CRLF or LF line ends, optional BOM).
 * Cells come back unquoted, so callers compare values, not quoting.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A finished download's file name and its rows. */
export async function readCsvDownload(download: Download): Promise<{ fileName: string; text: string; rows: string[][] }> {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  return { fileName: download.suggestedFilename(), text, rows: parseCsv(text) };
}
