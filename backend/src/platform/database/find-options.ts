import { Raw, type FindOperator } from 'typeorm';

let parameters = 0;

/**
 * A find-options condition: the column equals `value` whatever the case, compared as `lower(column) = lower(value)`
 * so the lower(...) unique indexes serve it. Each call names its own parameter, so two may sit in one `where`.
 */
export function equalsIgnoringCase(value: string): FindOperator<string> {
  const name = `ignoringCase${(parameters += 1)}`;
  return Raw((column) => `lower(${column}) = lower(:${name})`, { [name]: value });
}
