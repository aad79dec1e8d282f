import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useTournament } from '@/lib/api/tournaments';
import { useScheduleSettings } from '../api/schedule-settings';
import { DraftCard, type PlacedMatchAction } from './draft-card';
import { FlaggedList, type MatchNamer } from './flagged-list';
import { ScheduleSettingsForm } from './schedule-settings-form';

export type { PlacedMatchAction };

/**
 * The fixture manager's Order of Play step: settings, a computed draft to adjust, and publication. Composed in by the
 * app: `enterResult` puts Enter Result on each placed match, `matchName` names a match by its sides wherever only its
 * id is known (flagged places), and `changeTournament` leads to the tournament's details (its zone and dates).
 */
export function OrderOfPlayManager({
  tournamentId,
  enterResult,
  matchName,
  changeTournament,
}: {
  tournamentId: number;
  enterResult?: PlacedMatchAction;
  matchName?: MatchNamer;
  changeTournament?: ReactNode;
}) {
  const settings = useScheduleSettings(tournamentId);
  const tournament = useTournament(tournamentId);
  const nameOf: MatchNamer = (matchId) => matchName?.(matchId);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Courts and playing days</CardTitle>
          <CardDescription>Matches are placed inside these hours and inside each player&apos;s available times.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {(settings.isLoading || tournament.isLoading) && <p className="text-sm text-slate-500">Loading settings...</p>}
          {(settings.isError || tournament.isError) && (
            <p role="alert" className="text-sm text-red-700">
              Failed to load the schedule settings.
            </p>
          )}
          {settings.data && tournament.data && (
            <>
              <ScheduleSettingsForm
                key={settings.data.savedAt ?? 'new'}
                tournamentId={tournamentId}
                settings={settings.data}
                tournament={tournament.data}
                changeTournament={changeTournament}
              />
              {/* Under Save, where the organizer is when the answer comes. */}
              <FlaggedList flagged={settings.data.flagged} nameOf={nameOf} />
            </>
          )}
        </CardContent>
      </Card>
      {settings.data?.savedAt && (
        <DraftCard tournamentId={tournamentId} settings={settings.data} enterResult={enterResult} matchName={nameOf} />
      )}
    </div>
  );
}
