import { useState } from 'react';
import type { AvailableBootcamp } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { fixedFailureToast, successToast } from '@/lib/mutation-toast';
import { useAvailableBootcamps, useRegisterForBootcamp } from '../api/bootcamps';
import { seatsLabel } from '../utils/bootcamp-text';
import { BootcampTypeBadge } from './bootcamp-badges';
import { BootcampFacts } from './bootcamp-facts';

function RegisterButton({ bootcamp }: { bootcamp: AvailableBootcamp }) {
  const register = useRegisterForBootcamp();
  if (bootcamp.isRegistered) {
    return (
      <Button size="sm" variant="secondary" disabled>
        Registered
      </Button>
    );
  }
  // Spec §8 gives this failure one fixed text; the list refreshes, so a full bootcamp then shows 'Full'.
  const onRegister = () =>
    register.mutate(bootcamp.id, {
      onSuccess: successToast('Registered', `You are registered for ${bootcamp.title}.`),
      onError: fixedFailureToast('Registration Failed', 'Failed to register for bootcamp. Please try again.'),
    });
  return (
    <Button size="sm" onClick={onRegister} disabled={register.isPending || bootcamp.seatsLeft === 0}>
      {register.isPending ? 'Registering...' : 'Register'}
    </Button>
  );
}

function AvailableBootcampItem({ bootcamp }: { bootcamp: AvailableBootcamp }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{bootcamp.title}</h3>
          <BootcampTypeBadge type={bootcamp.type} />
        </div>
        <BootcampFacts bootcamp={bootcamp} capacity={seatsLabel(bootcamp.seatsLeft)} className="mt-1" />
      </div>
      <div className="shrink-0">
        <RegisterButton bootcamp={bootcamp} />
      </div>
    </li>
  );
}

/** Player dashboard: approved bootcamps and clinics that have not ended, with Register (spec §2). */
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
