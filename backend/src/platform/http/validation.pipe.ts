import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors into `field → messages`, nested fields dotted. */
export function fieldMessages(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) fields[path] = [...new Set(Object.values(error.constraints))];
    Object.assign(fields, fieldMessages(error.children ?? [], path));
  }
  return fields;
}

export class FieldValidationException extends BadRequestException {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat().join('; '));
  }
}

/** The global pipe: strips unknown fields, converts types, answers 400 with the spec's messages per field. */
/** Route params stay strings here: their own pipes (ParseIdPipe) parse them and can quote what was sent. */
class BodyAndQueryValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return metadata.type === 'param' ? Promise.resolve(value) : super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new BodyAndQueryValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new FieldValidationException(fieldMessages(errors)),
  });
}
