import { useState } from 'react';
import type { AvailableBootcamp } from '@rallypoint/shared';
import { LinkedListItem } from '@/components/linked-list-item';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useAvailableBootcamps } from '../api/bootcamps';
import { LINKED_BOOTCAMP_PARAM } from '../utils/bootcamp-links';
import { seatsLabel } from '../utils/bootcamp-text';
import { BootcampTypeBadge } from './bootcamp-badges';
import { BootcampFacts } from './bootcamp-facts';
import { BootcampPlaceControls } from './bootcamp-place-controls';

function AvailableBootcampItem({ bootcamp }: { bootcamp: AvailableBootcamp }) {
  return (
    <LinkedListItem
      param={LINKED_BOOTCAMP_PARAM}
      itemId={bootcamp.id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{bootcamp.title}</h3>
          <BootcampTypeBadge type={bootcamp.type} />
        </div>
        <BootcampFacts bootcamp={bootcamp} capacity={seatsLabel(bootcamp.isFull ? 0 : bootcamp.seatsLeft)} className="mt-1" />
      </div>
      <div className="shrink-0">
        <BootcampPlaceControls bootcamp={bootcamp} />
      </div>
    </LinkedListItem>
  );
}

/** Player dashboard: approved bootcamps and clinics that have not ended, with Register or the waitlist. */
export function AvailableBootcampsCard() {
  const [page, setPage] = useState(1);
  const bootcamps = useAvailableBootcamps(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Available Bootcamps & Clinics</CardTitle>
        <CardDescription>Sharpen your game with coached sessions.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={bootcamps}
          loading="Loading bootcamps..."
          error="Failed to load bootcamps."
          empty="No bootcamps or clinics available right now."
        >
          {(data) => (
            <>
              <ul className="flex flex-col gap-3">
                {data.items.map((bootcamp) => (
                  <AvailableBootcampItem key={bootcamp.id} bootcamp={bootcamp} />
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
