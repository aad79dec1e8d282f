import { z } from 'zod';
import { PG_INTEGER_MAX } from '../constants/database';

/** decisions.md "Lists at scale": every list that grows with the club is paged the same way. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
export const SEARCH_MAX_LENGTH = 100;

export const PAGING_MESSAGES = {
  page: 'Page must be a whole number from 1',
  pageSize: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  search: `Search must be at most ${SEARCH_MAX_LENGTH} characters`,
} as const;

/** `page` (from 1) and `pageSize` query parameters; extend it with a list's own filters. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ message: PAGING_MESSAGES.page })
    .int(PAGING_MESSAGES.page)
    .min(1, PAGING_MESSAGES.page)
    .max(PG_INTEGER_MAX, PAGING_MESSAGES.page)
    .default(1),
  pageSize: z.coerce
    .number({ message: PAGING_MESSAGES.pageSize })
    .int(PAGING_MESSAGES.pageSize)
    .min(1, PAGING_MESSAGES.pageSize)
    .max(PAGE_SIZE_MAX, PAGING_MESSAGES.pageSize)
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A free-text `search` filter: trimmed, bounded, and absent when blank. */
export const searchParam = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, PAGING_MESSAGES.search)
  .optional()
  .transform((value) => (value ? value : undefined));

/** One page of a list, with the total across all pages. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageCount = (page: Pick<Page<unknown>, 'total' | 'pageSize'>): number => Math.max(1, Math.ceil(page.total / page.pageSize));
