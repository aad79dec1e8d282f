import { signupRequestSchema, type SignupFormValues } from '@rallypoint/shared';

/**
 * The sign-up page's prefill (docs/decisions/0013): after the public form, and from the confirmation e-mail (which
 * builds the same query on the server), the entrant creates the account of their entry with the fields they already
 * gave. Only these four are read.
 */
export const SIGNUP_PREFILL_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type SignupPrefill = Partial<Pick<SignupFormValues, (typeof SIGNUP_PREFILL_FIELDS)[number]>>;

/** Longer than any field the sign-up form takes (an e-mail address has at most 320 characters): never parsed. */
const MAX_PARAM_LENGTH = 320;

/** `/signup?…` prefilled from a form just sent: the full name split at its first space, e-mail and phone. */
export function signupPrefillPath(entry: { fullName: string; email: string; phone?: string | null }): string {
  const [firstName = '', ...rest] = entry.fullName.trim().split(/\s+/);
  const fields = { firstName, lastName: rest.join(' '), email: entry.email.trim(), phone: entry.phone?.trim() ?? '' };
  const query = new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== ''));
  return `/signup?${query.toString()}`;
}

/**
 * What the sign-up form may start from, read from the address: a value is kept only when it passes that field's own
 * sign-up check (length, one line without control or bidirectional characters, an e-mail's form); anything else in
 * the address is ignored. The form still validates what is submitted, and the server again.
 */
export function readSignupPrefill(params: URLSearchParams): SignupPrefill {
  const prefill: SignupPrefill = {};
  for (const field of SIGNUP_PREFILL_FIELDS) {
    const value = params.get(field);
    if (value === null || value.length > MAX_PARAM_LENGTH) continue;
    const parsed = signupRequestSchema.shape[field].safeParse(value);
    if (parsed.success) prefill[field] = parsed.data;
  }
  return prefill;
}
