import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '@/lib/api-client';

/** A 400's field messages under the fields they name ('comment', 'sets.1.playerGames'); the toast carries the rest. */
export function showServerFieldErrors<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  error: unknown,
) {
  const known = Object.keys(form.getValues());
  for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
    if (messages[0] && known.includes(field.split('.')[0]))
      form.setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
}
