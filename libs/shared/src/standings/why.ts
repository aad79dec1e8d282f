import type { StandingsRule } from './standings-rulebooks';
import type { Tally } from './tally';

/**
 * The short explanation next to a row. Each one names the rule that applied, so an entrant can check the table
 * against the rulebook without asking the organizer.
 */
type Names = ReadonlyMap<string, Pick<Tally, 'name'>>;

export const DRAWN_BY_LOT = 'Drawn by lot';
export const NOT_PLAYED_YET = 'Not placed: no result yet';

const nameOf = (key: string, names: Names) => names.get(key)?.name ?? key;

/** 'Ana', 'Ana and Bea', 'Ana, Bea and Cem'. */
export function listNames(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** '75 %', or '66.7 %' when it is not a whole number, so two close percentages never read the same. */
export function percent(part: number, whole: number): string {
  const value = (part / whole) * 100;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} %`;
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** A row below the one above on a tie-break step: 'Below Ana on head-to-head', or 'Level with Ana and Bea: … – below on …'. */
export function levelWith(key: string, level: readonly string[], rule: StandingsRule, detail: string, names: Names): string {
  const others = level.filter((k) => k !== key).map((k) => nameOf(k, names));
  if (rule === 'head-to-head' && others.length === 1) return `Below ${others[0]} on head-to-head`;
  return `Level with ${listNames(others)}: ${detail} – below on ${rule}`;
}

/** A row below the one above on the main count: 'Below Ana on wins (2 against 3)'. */
export function belowOn(rule: StandingsRule, above: readonly string[], own: number, theirs: number, names: Names): string {
  return `Below ${listNames(above.map((k) => nameOf(k, names)))} on ${rule} (${own} against ${theirs})`;
}

/** 'Shares 2nd place with Bea until lots are drawn'. */
export function sharesPlace(key: string, place: number, sharing: readonly string[], names: Names): string {
  const others = sharing.filter((k) => k !== key).map((k) => nameOf(k, names));
  return `Shares ${ordinal(place)} place with ${listNames(others)} until lots are drawn`;
}

/** Names for a figure measured against others, e.g. 'point differential -2 against Eve'. */
export const namesOf = (keys: readonly string[], names: Names): string => listNames(keys.map((k) => nameOf(k, names)));
