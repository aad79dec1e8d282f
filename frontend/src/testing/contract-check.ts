import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { apiErrorBodySchema } from '@rallypoint/shared';
import type { RouteAnswer } from './api-contract';

export interface Reply {
  status?: number;
  statusText?: string;
  /** Serialised as JSON unless `text` is given. */
  body?: unknown;
  text?: string;
}

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

const NOT_JSON = Symbol('not JSON');

/** The JSON value a reply sends: its body, or its text read back (undefined when empty). */
function sentJson(reply: Reply): unknown {
  if (reply.text === undefined) return reply.body;
  if (reply.text === '') return undefined;
  try {
    return JSON.parse(reply.text);
  } catch {
    return NOT_JSON;
  }
}

/** Why this reply is one the route cannot give, or undefined. Errors carry the ApiError body, or a proxy's (not JSON). */
function checkReply(answer: RouteAnswer, reply: Reply): string | undefined {
  const status = reply.status ?? 200;
  const sent = sentJson(reply);
  if (status >= 400) return sent === undefined || sent === NOT_JSON ? undefined : contractProblem(apiErrorBodySchema, sent);
  if (!('kind' in answer)) return sent === NOT_JSON ? 'the body is not JSON' : contractProblem(answer, sent);
  if (answer.kind === 'text') return contractProblem(answer.schema, reply.text ?? reply.body);
  return sent === undefined ? undefined : 'the route answers without a JSON body';
}

/** The failure message for a reply outside the route's contract, or undefined. */
export function replyProblem(route: string, answer: RouteAnswer, reply: Reply): string | undefined {
  const problem = checkReply(answer, reply);
  return problem && `${reply.status ?? 200} reply to ${route} breaks the contract:\n${problem}`;
}
