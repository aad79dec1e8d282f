import { Body, Query, SetMetadata } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { z } from 'zod';
import { ZodBody, ZodQuery } from '../zod-validation.pipe';
import { openApiSchemaOf } from './openapi-schema';

export const BODY_KEY = 'openapi:body';

type MethodDecorator = (target: object, key: string | symbol, descriptor: PropertyDescriptor) => unknown;

/** Applies a method decorator (the document's description) from a parameter decorator, on the same handler. */
function describeHandler(describe: MethodDecorator): ParameterDecorator {
  return (target, key) => {
    if (key === undefined) return;
    describe(target, key, Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor);
  };
}

/**
 * The JSON body, validated with the shared schema (400 with the field messages) and described by it in the API
 * document, or by `sentAs` where the schema first reshapes what the client sends (a preprocess step). Swagger lays
 * out the request body (its media types); api-document.ts gives it the schema, by name where it has one.
 */
export function ValidBody(schema: z.ZodType, sentAs: z.ZodType = schema): ParameterDecorator {
  const validate = Body(new ZodBody(schema));
  const describers = [
    describeHandler(ApiBody({ schema: {}, required: true })),
    describeHandler(SetMetadata<string, z.ZodType>(BODY_KEY, sentAs)),
  ];
  return (target, key, index) => {
    validate(target, key, index);
    for (const describe of describers) describe(target, key, index);
  };
}

/** The query string, validated with the shared schema and described by it, one query parameter per field. */
export function ValidQuery(schema: z.ZodType): ParameterDecorator {
  const validate = Query(new ZodQuery(schema));
  const { properties = {}, required = [] } = openApiSchemaOf(schema);
  const describers = Object.entries(properties).map(([name, field]) => {
    // Lists travel comma-separated (`sport=tennis,pickleball`), as the shared schemas split them.
    const list = (field as SchemaObject).type === 'array' ? { style: 'form' as const, explode: false } : {};
    return describeHandler(ApiQuery({ name, required: required.includes(name), schema: field as SchemaObject, ...list }));
  });
  return (target, key, index) => {
    validate(target, key, index);
    for (const describe of describers) describe(target, key, index);
  };
}
