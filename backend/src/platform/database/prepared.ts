import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

const names = new Map<string, string>();

/**
 * A statement PostgreSQL keeps prepared on each pooled connection, named after its text: after a few runs it reuses
 * a plan instead of planning again (a tournament page spent twice as long being planned as being run). Only for
 * texts from a fixed set: every value, LIMIT and OFFSET included, goes in as a parameter, or each new text would
 * be prepared on every connection and kept there.
 */
export function prepared(text: string, values: unknown[]): QueryConfig {
  let name = names.get(text);
  if (name === undefined) {
    name = `rp_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return { name, text, values };
}
