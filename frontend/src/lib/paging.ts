import { PAGE_SIZE_MAX, type Page } from '@rallypoint/shared';
import { api } from './api-client';

export type ListParams = Record<string, string | number | readonly string[] | undefined>;

/** `path?page=2&sport=tennis,pickleball`: blank and undefined filters are left out, lists joined by commas. */
export function withParams(path: string, params: ListParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
    if (text !== '') search.set(key, text);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const getPage = <T, P extends Page<T> = Page<T>>(path: string, params: ListParams = {}) =>
  api.get<P>(withParams(path, params));

/** Every item of a paged list, a page of the largest size at a time: for exports and the fixture generator. */
export async function getAllPages<T>(path: string, params: ListParams = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await getPage<T>(path, { ...params, page, pageSize: PAGE_SIZE_MAX });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}
