import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

/**
 * The OpenAPI 3.0 schema of a zod schema: what a client may send (`input`, before defaults and coercion) or what the
 * server answers (`output`). The document is derived from the schemas the server validates with, so it cannot drift.
 */
export function openApiSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): SchemaObject {
  const { $schema: _dialect, ...described } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });
  return described as SchemaObject;
}
