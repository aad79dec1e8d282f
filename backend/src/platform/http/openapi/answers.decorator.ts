import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

export const ANSWER_KEY = 'openapi:answer';

export interface AnswerDescription {
  schema: z.ZodType;
  mediaType: string;
}

/**
 * The body of the route's success answer, as its shared contract schema (libs/shared/src/contracts/schemas): the API
 * document describes it, and the response type of the handler is inferred from the same schema.
 */
export const Answers = (schema: z.ZodType, mediaType = 'application/json') =>
  SetMetadata<string, AnswerDescription>(ANSWER_KEY, { schema, mediaType });
