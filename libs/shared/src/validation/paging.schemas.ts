import { z } from 'zod';
import { PG_INTEGER_MAX } from '../constants/database';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGING_MESSAGES, SEARCH_MAX_LENGTH } from '../contracts/paging';

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
