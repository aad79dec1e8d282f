import type { Page, PageQuery } from '@rallypoint/shared';

/** LIMIT and OFFSET for a page query. */
export function pageWindow({ page, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function toPage<T>(items: T[], total: number, { page, pageSize }: PageQuery): Page<T> {
  return { items, total, page, pageSize };
}

/** A user's text as a literal inside an ILIKE pattern: `%`, `_` and `\` match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%` for a case-insensitive "contains" search with ILIKE. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
