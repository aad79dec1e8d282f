import { z } from 'zod';

/**
 * Response contracts as zod schemas: the server's OpenAPI document is generated from them and the contract types are
 * inferred from them (the `contracts/*.ts` modules), so the document, the server and the client cannot disagree.
 * The client imports only the types, so no schema reaches its bundle.
 */

export const id = z.number().int();
export const count = z.number().int().min(0);

export const messageResponseSchema = z.object({ message: z.string() });

/** One page of a list, with the total across all pages. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: count, page: z.number().int().min(1), pageSize: z.number().int().min(1) });
