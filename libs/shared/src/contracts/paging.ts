/**
 * docs/product-rules.md#paging: every list that grows with the club is paged the same way. No zod here: screens that
 * only show a page (the pager) should not load the validation library.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
export const SEARCH_MAX_LENGTH = 100;

export const PAGING_MESSAGES = {
  page: 'Page must be a whole number from 1',
  pageSize: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  search: `Search must be at most ${SEARCH_MAX_LENGTH} characters`,
} as const;

/** One page of a list, with the total across all pages. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageCount = (page: Pick<Page<unknown>, 'total' | 'pageSize'>): number =>
  Math.max(1, Math.ceil(page.total / page.pageSize));
