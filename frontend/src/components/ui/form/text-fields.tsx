import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Input, NativeSelect, Textarea } from '../input';
import { describedBy, fieldIds, FormField } from './form-field';

export interface ControlledFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
}

interface TextFieldProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'password' | 'url';
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  min?: number | string;
  max?: number | string;
  step?: number | string;
  /** Empty input becomes undefined, so optional numbers and enums stay unset. */
  emptyAsUndefined?: boolean;
}

export function TextField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  hint,
  className,
  emptyAsUndefined,
  ...inputProps
}: TextFieldProps<T, TOut>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FormField name={name} label={label} error={error} hint={hint} className={className}>
      <Input
        id={fieldIds(name).id}
        {...inputProps}
        name={field.name}
        ref={inputRef}
        value={(field.value as string | number | undefined) ?? ''}
        onChange={(event) => field.onChange(emptyAsUndefined && event.target.value === '' ? undefined : event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      />
    </FormField>
  );
}

interface TextAreaFieldProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  placeholder?: string;
  rows?: number;
}

export function TextAreaField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  hint,
  className,
  ...textareaProps
}: TextAreaFieldProps<T, TOut>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FormField name={name} label={label} error={error} hint={hint} className={className}>
      <Textarea
        id={fieldIds(name).id}
        {...textareaProps}
        {...field}
        ref={inputRef}
        value={(field.value as string | undefined) ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      />
    </FormField>
  );
}

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  options: readonly Option[];
  /** Shown as the empty first choice; choosing it leaves the value unset. */
  placeholder?: string;
}

export function SelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  hint,
  className,
  options,
  placeholder,
  disabled,
}: SelectFieldProps<T, TOut>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FormField name={name} label={label} error={error} hint={hint} className={className}>
      <NativeSelect
        id={fieldIds(name).id}
        name={field.name}
        ref={inputRef}
        disabled={disabled}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
