import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Checkbox } from '../checkbox';
import { Label } from '../label';
import { FieldError, fieldIds } from './form-field';
import type { ControlledFieldProps, Option } from './text-fields';

interface GroupProps<T extends FieldValues, TOut extends FieldValues> extends ControlledFieldProps<T, TOut> {
  options: readonly Option[];
  columns?: 1 | 2 | 3;
}

const columnClasses = { 1: 'grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

function Fieldset({
  legend,
  name,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  name: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const { errorId } = fieldIds(name);
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Several checkboxes writing one array value (sports, time slots). */
export function CheckboxGroupField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  className,
  options,
  columns = 3,
  disabled,
}: GroupProps<T, TOut>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const selected = (field.value as string[] | undefined) ?? [];
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <Fieldset legend={label} name={name} error={fieldState.error?.message} className={className}>
      <div className={cn('grid grid-cols-1 gap-2', columnClasses[columns])}>
        {options.map((option, index) => {
          const id = `${fieldIds(name).id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <Checkbox
                id={id}
                ref={index === 0 ? inputRef : undefined}
                disabled={disabled}
                checked={selected.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor={id} className="font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}

/** A single yes/no checkbox (e.g. the commitment acknowledgement). */
export function CheckboxField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  className,
  disabled,
}: ControlledFieldProps<T, TOut>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const { id, errorId } = fieldIds(name);
  const error = fieldState.error?.message;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          ref={inputRef}
          disabled={disabled}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function RadioGroupField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  className,
  options,
  disabled,
}: GroupProps<T, TOut>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <Fieldset legend={label} name={name} error={fieldState.error?.message} className={className}>
      <div className="flex flex-wrap gap-4">
        {options.map((option, index) => {
          const id = `${fieldIds(name).id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                id={id}
                ref={index === 0 ? inputRef : undefined}
                name={field.name}
                value={option.value}
                disabled={disabled}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                className="h-4 w-4 accent-emerald-600"
              />
              <Label htmlFor={id} className="font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
