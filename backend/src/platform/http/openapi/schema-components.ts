import { isDeepStrictEqual } from 'node:util';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';
import { NAMED_SCHEMAS } from './named-schemas';

type Io = 'input' | 'output';
type Json = Record<string, unknown>;

/** Where zod puts the named schemas of one conversion, and where the document keeps them. */
const DEFINITIONS = '#/definitions/';
const COMPONENTS = '#/components/schemas/';

/** The $ref to a named schema's component (contract-schema-names.ts, request-body-names.ts). */
export function componentRef(schema: z.ZodType): ReferenceObject {
  const id = NAMED_SCHEMAS.get(schema)?.id;
  if (!id) throw new Error('This schema has no name in the API document: add it to contract-schema-names.ts');
  return { $ref: `${COMPONENTS}${id}` };
}

/**
 * The schemas of one API document: each named schema once under `components.schemas`, referred to by `$ref` wherever
 * an answer or a body holds it, so a generated client has named models (docs/decisions/0011).
 */
export class SchemaComponents {
  private readonly named = new Map<string, { io: Io; schema: SchemaObject }>();

  /** The OpenAPI 3.0 schema of what a client may send (`input`, before defaults) or what the server answers (`output`). */
  describe(schema: z.ZodType, io: Io): SchemaObject | ReferenceObject {
    const converted = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any', metadata: NAMED_SCHEMAS });
    const { $schema: _dialect, definitions = {}, ...root } = converted as Json & { definitions?: Record<string, Json> };
    const referred: string[] = [];
    const described = withComponentRefs(root, definitions, referred);
    for (let next = 0; next < referred.length; next++) {
      const id = referred[next];
      if (this.named.has(id) && this.named.get(id)?.io === io) continue;
      this.add(id, io, withComponentRefs(definitions[id], definitions, referred));
    }
    return described;
  }

  /** The schema itself where `schema` refers to a component. */
  resolve(schema: SchemaObject | ReferenceObject | undefined): SchemaObject | undefined {
    if (!schema || !('$ref' in schema)) return schema;
    return this.named.get(schema.$ref.slice(COMPONENTS.length))?.schema;
  }

  /** The components by name, in name order. */
  get schemas(): Record<string, SchemaObject> {
    return Object.fromEntries(
      [...this.named.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, { schema }]) => [id, schema]),
    );
  }

  private add(id: string, io: Io, schema: SchemaObject): void {
    const known = this.named.get(id);
    if (known && !isDeepStrictEqual(known.schema, schema)) {
      // A body and an answer would read differently under one name (closed objects, defaults): give each its own.
      throw new Error(`${id} reads differently as ${io} than as ${known.io}: name the request body's schema apart`);
    }
    this.named.set(id, { io, schema });
  }
}

/**
 * The converted schema with each named part as a `$ref` to its component (collecting the names in `referred`). A
 * nullable named part stays inline: OpenAPI 3.0 has no nullable `$ref` that redocly (nullable-type-sibling) and
 * Prism (null against the referred object) both accept.
 */
function withComponentRefs(node: unknown, definitions: Record<string, Json>, referred: string[]): SchemaObject {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const { $ref, allOf, nullable, ...rest } = value as Json;
    const only = Array.isArray(allOf) && allOf.length === 1 ? (allOf[0] as Json) : undefined;
    if (nullable === true && typeof only?.$ref === 'string' && rest.type === undefined) {
      return walk({ ...definitions[only.$ref.slice(DEFINITIONS.length)], ...rest, nullable });
    }
    if (typeof $ref === 'string' && $ref.startsWith(DEFINITIONS)) {
      const id = $ref.slice(DEFINITIONS.length);
      if (!referred.includes(id)) referred.push(id);
      return { $ref: `${COMPONENTS}${id}`, ...rest };
    }
    return Object.fromEntries(Object.entries(value as Json).map(([key, field]) => [key, walk(field)]));
  };
  return walk(node) as SchemaObject;
}
