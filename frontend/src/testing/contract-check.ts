import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/** The paths of fields in `sent` that `described` (the schema's parse, which drops unknown keys) lacks. */
function undescribedFields(sent: unknown, described: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(described)) {
    return sent.flatMap((item, index) => undescribedFields(item, described[index], `${path}[${index}]`));
  }
  if (!sent || typeof sent !== 'object' || !described || typeof described !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in described
      ? undescribedFields(value, (described as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

/**
 * Why `sent` is not an answer `schema` allows, or undefined when it is. Like the backend's response check
 * (backend/src/platform/http/openapi/response-contract.interceptor.ts), a field the schema does not describe is
 * refused too: the real API never sends one.
 */
export function contractProblem(schema: z.ZodType, sent: unknown): string | undefined {
  const parsed = schema.safeParse(sent);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const asJson = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  if (isDeepStrictEqual(asJson(parsed.data), asJson(sent))) return undefined;
  return `fields the contract does not describe: ${undescribedFields(sent, parsed.data).slice(0, 8).join(', ') || '(changed values)'}`;
}
