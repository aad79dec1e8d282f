import { useState, useTransition, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ReadFailure } from '@/components/read-failure';
import { publishedOrderOfPlayQuery } from '../api/order-of-play';
import { DayPicker } from './day-picker';
import { OrderOfPlayList } from './order-of-play-list';

/**
 * The published order of play by day and court, the signed-in player's own matches marked; nothing until published.
 * It suspends until its first day is read (the page around it shows its loading state meanwhile).
 */
export function PublicOrderOfPlay({ tournamentId }: { tournamentId: string }) {
  return (
    <ReadFailure
      fallback={() => (
        <OrderOfPlayCard>
          <p role="alert" className="text-sm text-red-700">
            Failed to load the order of play.
          </p>
        </OrderOfPlayCard>
      )}
    >
      <PublishedDay tournamentId={tournamentId} />
    </ReadFailure>
  );
}

function PublishedDay({ tournamentId }: { tournamentId: string }) {
  const [day, setDay] = useState<string | null>(null);
  // Another day is read while the shown one stays (a transition), rather than the page falling back to loading.
  const [switching, startSwitching] = useTransition();
  const { data: plan } = useSuspenseQuery(publishedOrderOfPlayQuery(tournamentId, day));
  if (!plan) return null;
  return (
    <OrderOfPlayCard
      description={
        <>
          Times in {plan.timeZone}.{' '}
          {plan.calendarPath && (
            <a href={plan.calendarPath} className="font-medium text-emerald-800 underline-offset-2 hover:underline" download>
              Add to calendar (.ics)
            </a>
          )}
        </>
      }
    >
      <DayPicker days={plan.days} day={plan.day} onChange={(next) => startSwitching(() => setDay(next))} />
      <div aria-busy={switching}>
        <OrderOfPlayList plan={plan} />
      </div>
    </OrderOfPlayCard>
  );
}

function OrderOfPlayCard({ description, children }: { description?: ReactNode; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby="order-of-play-title">
      <CardHeader>
        <CardTitle id="order-of-play-title">Order of play</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
