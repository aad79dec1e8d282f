/**
 * The one contains-search of the API (people, academies, tournaments): the user's text, `%`, `_` and `\` taken
 * literally, found anywhere in any of the searched columns, letter case aside (ILIKE, whose escape character is `\`).
 * The text goes in as one parameter, so statement texts stay from a fixed set (prepared statements need that).
 */

/** A user's text as a literal inside an ILIKE pattern: `%`, `_` and `\` match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%`: the parameter value of a search condition. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** The search condition: any of these columns (SQL expressions) holds the `$n` parameter's containsPattern. */
export const anyContains = (param: string, columns: readonly string[]): string =>
  `(${columns.map((column) => `${column} ILIKE ${param}`).join(' OR ')})`;

/** What a person is found by everywhere: the first name, the last name, the full name ("first last"), the username. */
export const personNameColumns = (alias: string): string[] => [
  `${alias}.first_name`,
  `${alias}.last_name`,
  `(${alias}.first_name || ' ' || ${alias}.last_name)`,
  `${alias}.username`,
];
