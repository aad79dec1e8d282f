import { fieldRefusal, Refused } from '../rules';

/** Transitional: a field refusal (platform/rules) for callers not yet moved to `refuse(fieldRefusal(…))`. */
export class FieldValidationException extends Refused {
  constructor(fields: Record<string, string[]>) {
    super(fieldRefusal(fields));
  }
}
