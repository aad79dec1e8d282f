import { useController, type FieldValues } from 'react-hook-form';
import { FormField, fieldIds } from '@/components/ui/form/form-field';
import type { ControlledFieldProps } from '@/components/ui/form/text-fields';
import { Input } from '@/components/ui/input';

/** A whole number kept as a number in the form's values (the shared schema checks numbers, as the API receives them). */
export function NumberField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  hint,
  className,
  min,
  max,
}: ControlledFieldProps<T, TOut> & { min?: number; max?: number }) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const { id, errorId, hintId } = fieldIds(name);
  const error = fieldState.error?.message;
  return (
    <FormField name={name} label={label} error={error} hint={hint} className={className}>
      <Input
        id={id}
        ref={ref}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        name={field.name}
        value={Number.isFinite(field.value) ? (field.value as number) : ''}
        // null, not undefined: react-hook-form reads undefined as "back to the default".
        onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
      />
    </FormField>
  );
}
