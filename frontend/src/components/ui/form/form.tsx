import type { ComponentProps, ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitErrorHandler, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

interface FormProps<TInput extends FieldValues, TOutput extends FieldValues> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children'
> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  /** Called instead of onSubmit when validation fails (e.g. a summary toast). */
  onInvalidSubmit?: SubmitErrorHandler<TInput>;
  children: ReactNode;
}

/** The one form wrapper: react-hook-form state + zod-validated submit; the browser's own validation is off. */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  onInvalidSubmit,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalidSubmit)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}
