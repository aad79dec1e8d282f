import type { Page, PageQuery } from '@rallypoint/shared';
import type { EntityManager } from 'typeorm';

/**
 * Paging, in one place. A list endpoint takes the API's `page` and `pageSize` and answers a Page: `readPage` hands its
 * reader the window (LIMIT and OFFSET) and answers the rows it read, mapped, with their total. A reader may take the
 * window to entity find options (`take`, `skip`), to a SQL module's statement, or to `rowsAndTotal`. Lists the
 * worker walks in chunks (mail fan-outs) page by key instead (`pageByKey`): a cursor stays right while the list changes.
 */

/** LIMIT and OFFSET of a page. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** LIMIT and OFFSET for a page query. */
export function pageWindow({ page, pageSize }: PageQuery): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function toPage<T>(items: T[], total: number, { page, pageSize }: PageQuery): Page<T> {
  return { items, total, page, pageSize };
}

/** The one way a list endpoint pages: the rows and total `read` finds in the query's window, mapped by `toItems`. */
export async function readPage<R, T = R>(
  query: PageQuery,
  read: (window: PageWindow) => Promise<[R[], number]>,
  toItems: (rows: R[]) => T[] | Promise<T[]> = (rows) => rows as unknown as T[],
): Promise<Page<T>> {
  const [rows, total] = await read(pageWindow(query));
  return toPage(await toItems(rows), total, query);
}

/**
 * The total of a statement that counts its rows with a window (`count(*) OVER ()` on each row): read from the first
 * row, or counted on its own (`count`) for a page past the end, where no row carries it.
 */
export async function windowTotal(
  rows: ReadonlyArray<{ total: number | string }>,
  count: () => Promise<number>,
): Promise<number> {
  return rows.length ? Number(rows[0].total) : count();
}

/** A hand-written list statement in parts: `FROM …` with its filter's parameters, and the order with its own. */
export interface ListStatement {
  select: string;
  from: string;
  params: unknown[];
  orderBy: string;
  /** Parameters the order uses, numbered after the filter's. */
  orderParams?: unknown[];
}

/**
 * A page of a hand-written list and the count of all it finds, as findAndCount gives them for entities: LIMIT and
 * OFFSET are the statement's last parameters.
 */
export async function rowsAndTotal<R>(
  manager: EntityManager,
  statement: ListStatement,
  window: PageWindow,
): Promise<[R[], number]> {
  const { select, from, params, orderBy, orderParams = [] } = statement;
  const all = [...params, ...orderParams];
  const rows: R[] = await manager.query(
    `SELECT ${select} FROM ${from} ORDER BY ${orderBy} LIMIT $${all.length + 1} OFFSET $${all.length + 2}`,
    [...all, window.limit, window.offset],
  );
  const [{ total }]: Array<{ total: number }> = await manager.query(`SELECT count(*)::int AS total FROM ${from}`, params);
  return [rows, total];
}

/** A chunk of a whole list: the items after `after` in key order (keys unique), at most `limit`. */
export function pageByKey<T extends { key: string }>(items: T[], after: string | null, limit: number): T[] {
  return items
    .filter((item) => after === null || item.key > after)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, limit);
}

/**
 * A LIMIT or OFFSET parameter (`$n`) as a sub-select, so that PostgreSQL keeps one plan for a prepared statement:
 * seeing the value, it planned every call anew for it, as that plan looked cheaper, though it was the same plan. The
 * available tournaments page spent 0.75 ms a call planning against 1.1 ms running (tools/bench/scale.mjs).
 */
export const oneInPlan = (param: string): string => `(SELECT ${param}::int)`;
