import { z } from 'zod';
import { CONTRACT_SCHEMA_NAMES } from './contract-schema-names';
import { REQUEST_BODY_NAMES } from './request-body-names';

/**
 * The API document's own registry of names: a name is the document's concern, so the shared schemas stay unnamed in
 * zod's global registry (the query strings, described field by field, stay inline). Whatever else a schema carries
 * there (a description) is still found.
 */
class DocumentNames extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  override get(schema: z.core.$ZodType): z.core.GlobalMeta | undefined {
    const named = super.get(schema);
    const global = z.globalRegistry.get(schema);
    return named || global ? { ...global, ...named } : undefined;
  }
}

/** Each named schema of the API document: the answers' contract schemas and the request bodies (docs/decisions/0011). */
export const NAMED_SCHEMAS = new DocumentNames();
for (const [schema, id] of [...CONTRACT_SCHEMA_NAMES, ...REQUEST_BODY_NAMES]) NAMED_SCHEMAS.add(schema, { id });
