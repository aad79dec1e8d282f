import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SignupFormInput, SignupRequest } from '@rallypoint/shared';
import { api } from '@/lib/api-client';

/** confirmPassword is checked in the form only and never sent. */
export function toSignupRequest({ confirmPassword: _confirm, organizationName, level, ...rest }: SignupFormInput): SignupRequest {
  const organization = organizationName?.trim();
  return { ...rest, ...(organization ? { organizationName: organization } : {}), ...(level ? { level } : {}) };
}

export const signup = (values: SignupFormInput) => api.post<MessageResponse>('/api/auth/signup', toSignupRequest(values));

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
