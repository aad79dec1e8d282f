import { useState, type ReactNode } from 'react';
import type { OrderOfPlayMatch, ScheduleSettingsView } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { useComputeSchedule, useOrderOfPlay, usePublishSchedule } from '../api/order-of-play';
import { useScheduleSettings } from '../api/schedule-settings';
import { DayPicker } from './day-picker';
import { MoveMatchDialog } from './move-match-dialog';
import { OrderOfPlayGrid } from './order-of-play-grid';
import { ScheduleSettingsForm } from './schedule-settings-form';
import { UnplacedList } from './unplaced-list';
import { formatDateTime } from '@/lib/format';

/** What can be done with a placed match besides moving it: the organizer's Enter Result (composed in by the app). */
export type PlacedMatchAction = (match: OrderOfPlayMatch) => ReactNode;

/**
 * The fixture manager's Order of Play step: settings, a computed draft to adjust, and publication; `enterResult` puts
 * Enter Result on each placed match, one tap from the grid.
 */
export function OrderOfPlayManager({ tournamentId, enterResult }: { tournamentId: number; enterResult?: PlacedMatchAction }) {
  const settings = useScheduleSettings(tournamentId);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Courts and playing days</CardTitle>
          <CardDescription>Matches are placed inside these hours and inside each player&apos;s available times.</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isLoading && <p className="text-sm text-slate-500">Loading settings...</p>}
          {settings.isError && (
            <p role="alert" className="text-sm text-red-700">
              Failed to load the schedule settings.
            </p>
          )}
          {settings.data && (
            <ScheduleSettingsForm key={settings.data.savedAt ?? 'new'} tournamentId={tournamentId} settings={settings.data} />
          )}
        </CardContent>
      </Card>
      {settings.data?.savedAt && <DraftCard tournamentId={tournamentId} settings={settings.data} enterResult={enterResult} />}
    </div>
  );
}

function DraftCard({
  tournamentId,
  settings,
  enterResult,
}: {
  tournamentId: number;
  settings: ScheduleSettingsView;
  enterResult?: PlacedMatchAction;
}) {
  const [day, setDay] = useState<string | null>(null);
  const draft = useOrderOfPlay(tournamentId, 'draft', day);
  const compute = useComputeSchedule(tournamentId);
  const publish = usePublishSchedule(tournamentId);
  const plan = draft.data;
  const hasDraft = Boolean(plan && (plan.days.length > 0 || plan.unplaced.length > 0));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Order of play</CardTitle>
        <CardDescription>
          {plan?.publishedAt
            ? `Last published ${formatDateTime(plan.publishedAt)}.`
            : 'Not published yet: players do not see it.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => compute.mutate()} disabled={compute.isPending}>
            {compute.isPending ? 'Computing...' : hasDraft ? 'Compute again' : 'Compute order of play'}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={!hasDraft || publish.isPending}>
                Publish
              </Button>
            }
            title="Publish the order of play?"
            description="Players of every match whose court or time changed are told in the app and by e-mail."
            confirmLabel="Publish"
            onConfirm={() => publish.mutate()}
          />
        </div>
        {draft.isLoading && <p className="text-sm text-slate-500">Loading the draft...</p>}
        {draft.isError && !isApiError(draft.error, 409) && (
          <p role="alert" className="text-sm text-red-700">
            Failed to load the order of play.
          </p>
        )}
        {plan && (
          <>
            <UnplacedList unplaced={plan.unplaced} />
            <DayPicker days={plan.days} day={plan.day} onChange={setDay} />
            {plan.matches.length > 0 ? (
              <OrderOfPlayGrid
                plan={plan}
                action={(match) => (
                  <div className="flex flex-wrap gap-2">
                    <MoveMatchDialog
                      tournamentId={tournamentId}
                      match={match}
                      settings={settings}
                      others={plan.matches.filter((m) => m.matchId !== match.matchId)}
                    />
                    {enterResult?.(match)}
                  </div>
                )}
              />
            ) : (
              <p className="text-sm text-slate-500">No draft yet. Compute one from the saved fixtures.</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
