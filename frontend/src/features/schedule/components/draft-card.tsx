import { useState, type ReactNode } from 'react';
import type { OrderOfPlayMatch, ScheduleSettingsView } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { useComputeSchedule, useOrderOfPlay, usePublishSchedule } from '../api/order-of-play';
import { DayPicker } from './day-picker';
import { DraftSummary } from './draft-summary';
import { FlaggedList, type MatchNamer } from './flagged-list';
import { MoveMatchDialog } from './move-match-dialog';
import { OrderOfPlayCourtList } from './order-of-play-court-list';
import { OrderOfPlayGrid } from './order-of-play-grid';
import { UnplacedList } from './unplaced-list';

/** What can be done with a placed match besides moving it: the organizer's Enter Result (composed in by the app). */
export type PlacedMatchAction = (match: OrderOfPlayMatch) => ReactNode;

/** Below Tailwind's `sm` breakpoint courts across would scroll sideways: court by court instead. */
const PHONE = '(max-width: 639px)';

/**
 * The organizer's draft: its summary and the fixes that would help first, locked places the settings no longer allow,
 * the day's grid (a court-by-court list on a phone) with Move on each match, and what could not be placed, with why.
 */
export function DraftCard({
  tournamentId,
  settings,
  enterResult,
  matchName,
}: {
  tournamentId: number;
  settings: ScheduleSettingsView;
  enterResult?: PlacedMatchAction;
  matchName: MatchNamer;
}) {
  const [day, setDay] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE);
  const draft = useOrderOfPlay(tournamentId, 'draft', day);
  const compute = useComputeSchedule(tournamentId);
  const publish = usePublishSchedule(tournamentId);
  const plan = draft.data;
  const hasDraft = Boolean(plan && (plan.days.length > 0 || plan.unplaced.length > 0));
  const flags = new Map(plan?.flagged.map((f) => [f.matchId, f.message]));
  const nameOf: MatchNamer = (matchId) => {
    const known = plan?.matches.find((m) => m.matchId === matchId) ?? plan?.unplaced.find((u) => u.matchId === matchId);
    return known ? `${known.side1} v ${known.side2}` : matchName(matchId);
  };
  const Layout = phone ? OrderOfPlayCourtList : OrderOfPlayGrid;

  return (
    <Card role="region" aria-labelledby="draft-title">
      <CardHeader>
        <CardTitle id="draft-title">Order of play</CardTitle>
        <CardDescription>
          {plan?.publishedAt
            ? `Last published ${formatDateTime(plan.publishedAt)}.`
            : 'Not published yet: players do not see it.'}{' '}
          {plan && `Times in ${plan.timeZone}.`}
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
            {plan.summary && hasDraft && <DraftSummary summary={plan.summary} unplacedCount={plan.unplaced.length} />}
            <FlaggedList flagged={plan.flagged} nameOf={nameOf} />
            <DayPicker days={plan.days} day={plan.day} onChange={setDay} />
            {plan.matches.length > 0 ? (
              <Layout
                plan={plan}
                flags={flags}
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
              !hasDraft && <p className="text-sm text-slate-500">No draft yet. Compute one from the saved fixtures.</p>
            )}
            <UnplacedList unplaced={plan.unplaced} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
