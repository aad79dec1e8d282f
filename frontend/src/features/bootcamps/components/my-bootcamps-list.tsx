import { useState } from 'react';
import type { Bootcamp } from '@rallypoint/shared';
import { LinkedListItem } from '@/components/linked-list-item';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useMyBootcamps } from '../api/bootcamps';
import { LINKED_BOOTCAMP_PARAM } from '../utils/bootcamp-links';
import { BootcampStatusBadge, BootcampTypeBadge } from './bootcamp-badges';
import { BootcampFacts } from './bootcamp-facts';
import { RegistrantsDialog } from './registrants-dialog';

function MyBootcampItem({ bootcamp }: { bootcamp: Bootcamp }) {
  return (
    <LinkedListItem
      param={LINKED_BOOTCAMP_PARAM}
      itemId={bootcamp.id}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{bootcamp.title}</h3>
        <BootcampTypeBadge type={bootcamp.type} />
        <BootcampStatusBadge status={bootcamp.status} />
      </div>
      <BootcampFacts bootcamp={bootcamp} capacity={`${bootcamp.registrationCount}/${bootcamp.maxParticipants} registered`} />
      <div>
        <RegistrantsDialog bootcamp={bootcamp} />
      </div>
    </LinkedListItem>
  );
}

/** The organizer's own bootcamps and clinics, every status; the list scrolls at 600 px. */
export function MyBootcampsList() {
  const [page, setPage] = useState(1);
  const bootcamps = useMyBootcamps(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Bootcamps & Clinics</CardTitle>
        <CardDescription>Pending ones wait for an administrator's approval.</CardDescription>
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
              <ul className="flex max-h-[600px] flex-col gap-3 overflow-y-auto" aria-label="My bootcamps and clinics">
                {data.items.map((bootcamp) => (
                  <MyBootcampItem key={bootcamp.id} bootcamp={bootcamp} />
                ))}
              </ul>
              <Pager page={data} onPageChange={setPage} noun="bootcamps and clinics" />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
