import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from '../label';

export function fieldIds(name: string) {
  const id = `field-${name.replace(/\W/g, '-')}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

interface FormFieldProps {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error message laid out the same way everywhere. */
export function FormField({ name, label, error, hint, className, children }: FormFieldProps) {
  const { id, errorId, hintId } = fieldIds(name);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  );
}

export function describedBy(name: string, error?: string, hint?: ReactNode): string | undefined {
  const { errorId, hintId } = fieldIds(name);
  if (error) return errorId;
  return hint ? hintId : undefined;
}
