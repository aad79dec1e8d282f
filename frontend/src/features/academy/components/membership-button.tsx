import type { ReactNode } from 'react';
import type { MyMembership } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';

/**
 * The membership button reads 'Application Pending' (pending) or 'Already a Member' (active); otherwise the
 * page's own way to apply (`apply`) shows. Only players apply (the server refuses others).
 */
export function MembershipButton({
  membership,
  canApply,
  apply,
}: {
  membership: MyMembership | undefined;
  canApply: boolean;
  apply: ReactNode;
}) {
  if (membership?.status === 'pending') return <Button disabled>Application Pending</Button>;
  if (membership?.status === 'active') return <Button disabled>Already a Member</Button>;
  if (!canApply) return <p className="text-sm text-slate-500">Only player accounts can apply to an academy.</p>;
  return <>{apply}</>;
}
