import { useState } from 'react';
import type { AdminBootcamp, ApprovalDecision } from '@rallypoint/shared';
import { ConfirmDeleteButton } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { fixedFailureToast, successToast } from '@/lib/mutation-toast';
import { useAdminBootcamps, useAdminDeleteBootcamp, useBootcampApproval } from '../api/admin-bootcamps';
import { dateRange, priceLabel, skillLevelLabel } from '../utils/bootcamp-text';
import { BootcampStatusBadge, BootcampTypeBadge } from './bootcamp-badges';

const COLUMNS = ['Title', 'Type', 'Skill Level', 'Venue', 'Dates', 'Price', 'Organizer', 'Status', 'Actions'];

function DecisionButtons({ bootcamp }: { bootcamp: AdminBootcamp }) {
  const approval = useBootcampApproval();
  const decide = (status: ApprovalDecision) =>
    approval.mutate(
      { id: bootcamp.id, status },
      {
        onSuccess: successToast(status === 'approved' ? 'Bootcamp Approved' : 'Bootcamp Rejected', bootcamp.title),
        // Admin failures are fixed texts (docs/product-rules.md#validation-messages-and-error-answers) (only user deletion shows the server's message).
        onError: fixedFailureToast('Error', 'Failed to update bootcamp status.'),
      },
    );
  return (
    <>
      <Button size="sm" onClick={() => decide('approved')} disabled={approval.isPending}>
        Approve
      </Button>
      <Button size="sm" variant="outline" onClick={() => decide('rejected')} disabled={approval.isPending}>
        Reject
      </Button>
    </>
  );
}

function DeleteButton({ bootcamp }: { bootcamp: AdminBootcamp }) {
  const deletion = useAdminDeleteBootcamp();
  const onConfirm = () =>
    deletion.mutate(bootcamp.id, {
      onSuccess: successToast('Bootcamp Deleted', bootcamp.title),
      onError: fixedFailureToast('Error', 'Failed to delete bootcamp.'),
    });
  return (
    <ConfirmDeleteButton
      pending={deletion.isPending}
      title="Delete Bootcamp"
      description={`Are you sure you want to delete "${bootcamp.title}"? This will also remove all registrations.`}
      onConfirm={onConfirm}
    />
  );
}

/** The admin dashboard's Bootcamp & Clinic Management. */
export function AdminBootcampsCard() {
  const [page, setPage] = useState(1);
  const bootcamps = useAdminBootcamps(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bootcamp & Clinic Management</CardTitle>
        <CardDescription>Approve, reject or delete the bootcamps and clinics organizers offer.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={bootcamps}
          loading="Loading bootcamps..."
          error="Failed to load bootcamps."
          empty="No bootcamps or clinics yet"
        >
          {(data) => (
            <>
              <Table>
                <TableHeadings columns={COLUMNS} />
                <TableBody>
                  {data.items.map((bootcamp) => (
                    <TableRow key={bootcamp.id}>
                      <TableCell className="font-medium text-slate-900">{bootcamp.title}</TableCell>
                      <TableCell>
                        <BootcampTypeBadge type={bootcamp.type} />
                      </TableCell>
                      <TableCell>{skillLevelLabel(bootcamp.skillLevel)}</TableCell>
                      <TableCell>{bootcamp.venue}</TableCell>
                      <TableCell className="whitespace-nowrap">{dateRange(bootcamp)}</TableCell>
                      <TableCell>{priceLabel(bootcamp.price)}</TableCell>
                      <TableCell>{bootcamp.organizerName ?? 'Unknown'}</TableCell>
                      <TableCell>
                        <BootcampStatusBadge status={bootcamp.status} />
                      </TableCell>
                      <TableCell>
                        <div className="flex gap-2">
                          {bootcamp.status === 'pending' && <DecisionButtons bootcamp={bootcamp} />}
                          <DeleteButton bootcamp={bootcamp} />
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager page={data} onPageChange={setPage} noun="bootcamps and clinics" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
