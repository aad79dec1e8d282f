/** Deeper than any form or fixture save; deep enough nesting would otherwise overflow the validators' stack. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text may not contain NUL characters';
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply';

/** What is wrong, and the dotted path of the value it is in when that names a field (`sets.0.notes`). */
export interface UnsafeInput {
  message: string;
  field: string | null;
}

interface Pending {
  value: unknown;
  depth: number;
  key: string | null;
  parent: Pending | null;
}

const pathOf = (entry: Pending): string => {
  const keys: string[] = [];
  for (let at: Pending | null = entry; at && at.key !== null; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '_';
};

/**
 * Why a parsed body or query cannot be used, or null: a NUL byte in any string or key, or nesting beyond
 * MAX_JSON_DEPTH. The request schemas refuse control characters field by field (libs/shared validation), but
 * only in the fields they read; PostgreSQL cannot store a NUL anywhere, so this backstop covers every string
 * and key before any schema runs. Walks with its own stack, so depth never costs call stack.
 */
export function unsafeInputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): UnsafeInput | null {
  const pending: Pending[] = [{ value, depth: 0, key: null, parent: null }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const { value: current, depth } = entry;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { message: NUL_MESSAGE, field: pathOf(entry) };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return { message: TOO_DEEP_MESSAGE, field: null };
    for (const [key, child] of Object.entries(current)) {
      // A bad key is not echoed back as a field name.
      if (key.includes('\u0000')) return { message: NUL_MESSAGE, field: null };
      pending.push({ value: child, depth: depth + 1, key, parent: entry });
    }
  }
  return null;
}
