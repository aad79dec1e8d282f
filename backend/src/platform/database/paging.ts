import type { Page, PageQuery } from '@rallypoint/shared';

/** LIMIT and OFFSET for a page query. */
export function pageWindow({ page, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function toPage<T>(items: T[], total: number, { page, pageSize }: PageQuery): Page<T> {
  return { items, total, page, pageSize };
}

/**
 * A LIMIT or OFFSET parameter (`$n`) as a sub-select, so that PostgreSQL keeps one plan for a prepared statement:
 * seeing the value, it planned every call anew for it, as that plan looked cheaper, though it was the same plan. The
 * available tournaments page spent 0.75 ms a call planning against 1.1 ms running (tools/bench/scale.mjs).
 */
export const oneInPlan = (param: string): string => `(SELECT ${param}::int)`;
