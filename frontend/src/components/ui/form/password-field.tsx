import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Input } from '../input';
import { describedBy, fieldIds, FormField } from './form-field';
import type { ControlledFieldProps } from './text-fields';

interface PasswordFieldProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  hint,
  className,
  autoComplete = 'current-password',
}: PasswordFieldProps<T, TOut>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const [visible, setVisible] = useState(false);
  const error = fieldState.error?.message;
  return (
    <FormField name={name} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <Input
          id={fieldIds(name).id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          {...field}
          ref={inputRef}
          value={(field.value as string | undefined) ?? ''}
          className="pr-16"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, hint)}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </FormField>
  );
}
