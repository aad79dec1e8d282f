import { BadRequestException } from '@nestjs/common';

/** A 400 naming each refused field with its messages: `{ ..., fields: { field: [messages] } }`. */
export class FieldValidationException extends BadRequestException {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat().join('; '));
  }
}
