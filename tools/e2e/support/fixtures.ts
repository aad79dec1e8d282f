import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './toasts';

/** A row of a division's match table. */
export const MATCH_ROWS = 'section[aria-label] tbody tr';

/**
 * The cells' visible text of every match row under `scope`, in screen order. Match tables sit in one named
 * section per division (other tables, such as the Match Management counts, are left out).
 */
export function matchRows(scope: Locator): Promise<string[][]> {
  return rowTexts(scope.locator(MATCH_ROWS));
}

/** The match rows of one division's section. */
export function divisionMatchRows(division: Locator): Promise<string[][]> {
  return rowTexts(division.locator('tbody tr'));
}

function rowTexts(rows: Locator): Promise<string[][]> {
  return rows.evaluateAll((elements) =>
    elements.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.replace(/\s+/g, ' ').trim())),
  );
}

/** Fixture tables put the sides in these columns: Match, Type, Format, side 1, vs, side 2, Status. */
export const SIDE_1 = 3;
export const SIDE_2 = 5;

/** Round robin of n sides: n(n-1)/2 matches. */
export const leagueMatches = (n: number) => (n * (n - 1)) / 2;

/** Every unordered pair of `items`, each as a sorted "a|b" key. */
export function allPairs(items: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) pairs.push(pairKey(items[i], items[j]));
  return pairs.sort();
}

export const pairKey = (a: string, b: string) => [a, b].sort().join('|');

/** Lower-case ASCII words joined by underscores, as file names carry a tournament name. */
export const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

// The fixtures CSV (libs/shared/src/fixtures/fixtures-csv.ts): written out here so the journey checks the file
// against the expected columns rather than against the code that writes it.
export const FIXTURES_CSV_HEADER = [
  'Match ID',
  'Type',
  'Division',
  'Round',
  'Player 1 Name',
  'Player 1 Email',
  'Player 1 Phone',
  'Player 1 Skill Level',
  'Player 2 Name',
  'Player 2 Email',
  'Player 2 Phone',
  'Player 2 Skill Level',
  'Player 3 Name',
  'Player 3 Email',
  'Player 3 Phone',
  'Player 3 Skill Level',
  'Player 4 Name',
  'Player 4 Email',
  'Player 4 Phone',
  'Player 4 Skill Level',
  'Scheduled Time',
  'Court',
  'Status',
];

/** Column index by header name, for reading CSV rows. */
export const column = (name: string) => {
  const index = FIXTURES_CSV_HEADER.indexOf(name);
  if (index < 0) throw new Error(`no column ${name}`);
  return index;
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });

/** Select every player, one singles division, generate this match type. */
export async function generateAndSave(page: Page, matchType: string, { thirdPlace = false } = {}) {
  await tab(page, 'Select Players').click();
  const players = panel(page, 'Select Players');
  await players.getByRole('button', { name: 'Select All' }).click();
  await players.getByRole('button', { name: 'Create Singles Divisions' }).click();
  await expect(toast(page, 'Divisions Created')).toBeVisible();
  const divisions = panel(page, 'Singles Divisions');
  await divisions.getByLabel('Match Type').selectOption(matchType);
  if (thirdPlace) await divisions.getByLabel('Play a third-place match').check();
  await divisions.getByRole('button', { name: 'Generate Singles Fixtures' }).click();
  await expect(toast(page, 'Fixtures Generated')).toBeVisible();
  const fixtures = panel(page, 'Generate Fixtures');
  await fixtures.getByRole('button', { name: 'Save Fixtures' }).click();
  await expect(toast(page, 'Fixtures Saved')).toBeVisible();
  return fixtures;
}
