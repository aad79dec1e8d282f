import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose rules (zod and the form's schema) load when the form is first checked, not with its screen:
 * building the schemas is a long task on a phone, and a screen can be painted before anyone types. `preload` starts
 * loading them early (when a dialog opens, say), so the first check need not wait.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> & { preload: () => void } {
  let loaded: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const rules = () => (loaded ??= load());
  const resolver = async (...args: Parameters<Resolver<TFieldValues, TContext, TTransformedValues>>) => (await rules())(...args);
  return Object.assign(resolver, { preload: () => void rules().catch(() => (loaded = undefined)) });
}
