import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isDeepStrictEqual } from 'node:util';
import { map, type Observable } from 'rxjs';
import { ANSWER_KEY, type AnswerDescription } from './answers.decorator';

/** What the client receives: the JSON text of the value, read back. */
const asSent = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** Where `sent` has fields that `described` (its parse by the schema, which drops unknown keys) has not. */
function undescribed(sent: unknown, described: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(described)) {
    return sent.flatMap((item, index) => undescribed(item, described[index], `${path}[${index}]`)).slice(0, 5);
  }
  if (!sent || typeof sent !== 'object' || !described || typeof described !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in described ? undescribed(value, (described as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

/**
 * Tests only: every JSON answer must be exactly what its @Answers schema describes (no missing, wrong or extra
 * fields), so the integration suite fails the moment a handler and its documented contract part ways.
 */
@Injectable()
export class ResponseContractCheck implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const answer = this.reflector.get<AnswerDescription | undefined>(ANSWER_KEY, context.getHandler());
    if (!answer || answer.mediaType !== 'application/json') return next.handle();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    return next.handle().pipe(
      map((value: unknown) => {
        const sent = asSent(value);
        const checked = answer.schema.safeParse(sent);
        if (!checked.success) throw new Error(`${route} answered outside its contract: ${checked.error.message}`);
        const described = asSent(checked.data);
        if (!isDeepStrictEqual(described, sent)) {
          throw new Error(`${route} answered fields its contract does not describe: ${undescribed(sent, described).join(', ')}`);
        }
        return value;
      }),
    );
  }
}
