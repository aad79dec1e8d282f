import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { useOrderOfPlay } from '../api/order-of-play';
import { DayPicker } from './day-picker';
import { OrderOfPlayList } from './order-of-play-list';

/** The published order of play by day and court, the signed-in player's own matches marked; hidden until published. */
export function PublicOrderOfPlay({ tournamentId }: { tournamentId: string }) {
  const [day, setDay] = useState<string | null>(null);
  const plan = useOrderOfPlay(tournamentId, 'published', day);
  if (plan.isLoading || isApiError(plan.error, 404)) return null;
  return (
    <Card role="region" aria-labelledby="order-of-play-title">
      <CardHeader>
        <CardTitle id="order-of-play-title">Order of play</CardTitle>
        {plan.data && (
          <CardDescription>
            Times in {plan.data.timeZone}.{' '}
            {plan.data.calendarPath && (
              <a
                href={plan.data.calendarPath}
                className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                download
              >
                Add to calendar (.ics)
              </a>
            )}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {plan.isError && (
          <p role="alert" className="text-sm text-red-700">
            Failed to load the order of play.
          </p>
        )}
        {plan.data && (
          <>
            <DayPicker days={plan.data.days} day={plan.data.day} onChange={setDay} />
            <OrderOfPlayList plan={plan.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
