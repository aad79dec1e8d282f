import { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { fieldRefusal, refuse } from '../rules';

/**
 * zod issues as the API's `field → messages` map, nested paths dotted (`sets.0.playerGames`). Each field
 * names its first problem only, as the client's form shows it: 'ab' as a username is too short, and saying
 * it also has no valid characters would send the person after the wrong fix.
 */
export function zodFieldMessages(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= [issue.message];
  }
  return fields;
}

/**
 * Validates with the same zod schema the client's form uses (libs/shared), so both sides say the same words.
 * Answers 400 `{fields: {field: [messages]}}`; unknown keys are dropped by the schema's object parsing.
 */
abstract class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) refuse(fieldRefusal(zodFieldMessages(result.error.issues)));
    return result.data;
  }
}

/** `@Body(new ZodBody(schema)) body: z.output<typeof schema>` */
export class ZodBody<S extends z.ZodType> extends ZodPipe<S> {}

/** `@Query(new ZodQuery(schema)) query: z.output<typeof schema>`; query strings need `z.coerce` for numbers. */
export class ZodQuery<S extends z.ZodType> extends ZodPipe<S> {}
