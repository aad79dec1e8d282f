/** Deeper than any form or fixture save; deep enough nesting would otherwise overflow the validators' stack. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text may not contain NUL characters';
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply';

/**
 * Why a parsed body or query cannot be used, or null: a NUL byte in any string or key (PostgreSQL refuses to
 * store one), or nesting beyond MAX_JSON_DEPTH. Walks with its own stack, so depth never costs call stack.
 */
export function unsafeInputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return NUL_MESSAGE;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return TOO_DEEP_MESSAGE;
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return NUL_MESSAGE;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}
