import { useState } from 'react';
import {
  MEMBERSHIP_TYPE_LABELS,
  TRAINING_TIME_LABELS,
  type MembershipStatus,
  type StudentMembership,
  type TrainingTime,
} from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { fixedFailureToast, successToast } from '@/lib/mutation-toast';
import { useMembershipDecision, useStudentMemberships } from '../api/admin-memberships';

const statusTone = { pending: 'amber', active: 'green', rejected: 'red' } as const;
const statusLabel: Record<MembershipStatus, string> = { pending: 'Pending', active: 'Active', rejected: 'Rejected' };

function details(m: StudentMembership): string {
  const parts = [
    MEMBERSHIP_TYPE_LABELS[m.membershipType] ?? m.membershipType,
    m.age !== null ? `Age ${m.age}` : null,
    m.currentGrade ? `Grade ${m.currentGrade}` : null,
    m.schoolName,
    m.preferredTime ? (TRAINING_TIME_LABELS[m.preferredTime as TrainingTime] ?? m.preferredTime) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function Application({ membership }: { membership: StudentMembership }) {
  const decision = useMembershipDecision();
  const decide = (status: 'active' | 'rejected') =>
    decision.mutate(
      { id: membership.id, status },
      {
        onSuccess: successToast(status === 'active' ? 'Membership Approved' : 'Membership Rejected', membership.applicantName),
        // This text, without the server's message.
        onError: fixedFailureToast('Error', 'Failed to update membership status.'),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{membership.applicantName}</p>
          <Badge tone={statusTone[membership.status]}>{statusLabel[membership.status]}</Badge>
        </div>
        <p className="text-sm text-slate-600">
          {membership.academyName} · {details(membership)}
        </p>
        {membership.experience && <p className="text-xs text-slate-500">Experience: {membership.experience}</p>}
        <p className="text-xs text-slate-500">Applied {formatDate(membership.createdAt)}</p>
      </div>
      {membership.status === 'pending' && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" disabled={decision.isPending} onClick={() => decide('active')}>
            Approve
          </Button>
          <Button size="sm" variant="outline" disabled={decision.isPending} onClick={() => decide('rejected')}>
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}

/** The admin dashboard's Student Membership Applications: pending first, paged. */
export function MembershipApplicationsCard() {
  const [page, setPage] = useState(1);
  const memberships = useStudentMemberships(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Student Membership Applications</CardTitle>
        <CardDescription>Approve or reject players who applied to an academy. Pending applications come first.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={memberships}
          loading="Loading applications..."
          error="Failed to load membership applications."
          empty="No membership applications yet."
        >
          {(data) => (
            <>
              <ul className="flex flex-col gap-3">
                {data.items.map((membership) => (
                  <Application key={membership.id} membership={membership} />
                ))}
              </ul>
              <Pager page={data} onPageChange={setPage} noun="applications" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
