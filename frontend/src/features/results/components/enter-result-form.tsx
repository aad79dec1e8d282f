import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  enterResultFormSchema,
  participantName,
  type EnterResultFormInput,
  type EnterResultFormValues,
  type ScoreFormat,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { ParticipantSelectField } from '@/components/participant-select-field';
import { useEnterResult } from '../api/enter-result';
import { toResultScoreRequest } from '../api/score-request';
import type { EnterResultPrefill } from '../utils/enter-result-prefill';
import { FIRST_SET } from '../utils/result-options';
import { scoreProblems } from '../utils/score-check';
import { showServerFieldErrors } from '../utils/server-field-errors';
import { FixtureMatchField } from './fixture-match-field';
import { ResultScoreFields } from './result-score-fields';

const SAME_PLAYERS = 'Choose two different players';
const entryValue = (participant: { entryId: number }) => String(participant.entryId);

function startingValues(prefill: EnterResultPrefill | undefined): EnterResultFormInput {
  return {
    playerEntryId: prefill ? String(prefill.playerEntryId) : '',
    opponentEntryId: prefill ? String(prefill.opponentEntryId) : '',
    fixtureMatchId: prefill?.fixtureMatchId ?? '',
    matchType: prefill?.matchType ?? 'league',
    outcome: 'completed',
    sets: [FIRST_SET],
    notes: '',
  };
}

/**
 * Two of the tournament's entries (different people, with or without accounts), the fixture match it is for when they
 * have open ones, and the score between them, entered by the organizer. `prefill` opens it on one match.
 */
export function EnterResultForm({
  tournamentId,
  format,
  onEntered,
  prefill,
}: {
  tournamentId: number;
  format: ScoreFormat;
  onEntered: () => void;
  prefill?: EnterResultPrefill;
}) {
  const enter = useEnterResult(tournamentId);
  const resolver = useMemo(
    () =>
      zodResolver(
        enterResultFormSchema.superRefine(scoreProblems(format.code)).superRefine((values, ctx) => {
          if (values.playerEntryId === values.opponentEntryId)
            ctx.addIssue({ code: 'custom', path: ['opponentEntryId'], message: SAME_PLAYERS });
        }),
      ),
    [format.code],
  );
  const form = useForm<EnterResultFormInput, unknown, EnterResultFormValues>({
    resolver,
    defaultValues: startingValues(prefill),
  });
  const [playerEntry, opponentEntry] = useWatch({ control: form.control, name: ['playerEntryId', 'opponentEntryId'] });
  const [names, setNames] = useState({ player: prefill?.playerName ?? '', opponent: prefill?.opponentName ?? '' });
  const known = useMemo(
    () => prefill && { fixtureMatchId: prefill.fixtureMatchId, matchType: prefill.matchType, label: prefill.matchLabel },
    [prefill],
  );
  const knownLabels = prefill && {
    [String(prefill.playerEntryId)]: prefill.playerName,
    [String(prefill.opponentEntryId)]: prefill.opponentName,
  };

  const onSubmit = (values: EnterResultFormValues) =>
    enter.mutate(
      {
        playerEntryId: values.playerEntryId,
        opponentEntryId: values.opponentEntryId,
        ...(values.fixtureMatchId ? { fixtureMatchId: values.fixtureMatchId } : {}),
        ...toResultScoreRequest(values, format.code),
      },
      { onSuccess: onEntered, onError: (error) => showServerFieldErrors(form, error) },
    );

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Enter match result" className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <ParticipantSelectField
          control={form.control}
          name="playerEntryId"
          tournamentId={tournamentId}
          valueOf={entryValue}
          knownLabels={knownLabels}
          onChoose={(p) => setNames((n) => ({ ...n, player: p ? participantName(p) : '' }))}
          label="Player"
          searchLabel="Search players"
          placeholder="Choose a player"
        />
        <ParticipantSelectField
          control={form.control}
          name="opponentEntryId"
          tournamentId={tournamentId}
          valueOf={entryValue}
          knownLabels={knownLabels}
          onChoose={(p) => setNames((n) => ({ ...n, opponent: p ? participantName(p) : '' }))}
        />
      </div>
      <FixtureMatchField
        tournamentId={tournamentId}
        sides={{ playerEntryId: Number(playerEntry) || undefined, opponentEntryId: Number(opponentEntry) || undefined }}
        known={known}
      />
      <ResultScoreFields format={format} names={{ player: names.player || 'Player', opponent: names.opponent || 'Opponent' }} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={enter.isPending}>
          {enter.isPending ? 'Saving...' : 'Enter Result'}
        </Button>
      </div>
    </Form>
  );
}
