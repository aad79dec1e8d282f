import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MatchType } from '@rallypoint/shared';
import { SelectField } from '@/components/ui/form/text-fields';
import { useResultMatches, type ResultMatchSides } from '../api/result-matches';
import { matchOptionText } from '../utils/result-stage';

/** The form fields this one reads and sets: the match it names, and the result's type, which follows the match. */
interface MatchFormValues {
  fixtureMatchId?: string;
  matchType?: MatchType;
}

/** A match the form opened with (from the fixture manager or the order of play): offered even before the list has it. */
export interface KnownMatch {
  fixtureMatchId: string;
  matchType: MatchType;
  label: string;
}

/**
 * The fixture match a result is for, among the open ones between its two entries (stage and round, and when and where
 * it is played once placed). Choosing a match sets the result's type to the match's; choosing another type leaves a
 * match of that type, if any. Another pair of sides leaves a match that is not theirs; `preselect` then picks their
 * first open match (schedule order), for a player logging the match they just played. Nothing shows while the two
 * have no open match.
 */
export function FixtureMatchField({
  tournamentId,
  sides,
  known,
  preselect = false,
}: {
  tournamentId: number | undefined;
  sides: ResultMatchSides;
  known?: KnownMatch;
  preselect?: boolean;
}) {
  const { control, setValue, getValues } = useFormContext<MatchFormValues>();
  const matches = useResultMatches(tournamentId, sides);
  const [chosen, matchType] = useWatch({ control, name: ['fixtureMatchId', 'matchType'] });
  const open = useMemo(
    () => [
      ...(known && !matches.data?.some((m) => m.fixtureMatchId === known.fixtureMatchId) ? [known] : []),
      ...(matches.data ?? []).map((m) => ({
        fixtureMatchId: m.fixtureMatchId,
        matchType: m.matchType,
        label: matchOptionText(m),
      })),
    ],
    [known, matches.data],
  );

  // Once per pair of sides, when their matches are known: a match of another pair goes; a player gets the first.
  const settledFor = useRef<string | null>(null);
  const pair = `${tournamentId}:${sides.playerEntryId ?? ''}:${sides.opponentEntryId ?? ''}`;
  useEffect(() => {
    const current = getValues('fixtureMatchId');
    if (!sides.opponentEntryId) {
      settledFor.current = null;
      if (current) setValue('fixtureMatchId', undefined);
      return;
    }
    if (!matches.data || settledFor.current === pair) return;
    settledFor.current = pair;
    if (current && open.some((m) => m.fixtureMatchId === current)) return;
    setValue('fixtureMatchId', preselect ? matches.data[0]?.fixtureMatchId : undefined);
  }, [pair, sides.opponentEntryId, matches.data, open, preselect, getValues, setValue]);

  // The result's type follows the match chosen; a type chosen by hand moves to a match of that type (or none).
  const chosenMatch = open.find((m) => m.fixtureMatchId === chosen);
  const before = useRef({ chosen, matchType });
  useEffect(() => {
    const changed = before.current;
    before.current = { chosen, matchType };
    if (!chosenMatch || chosenMatch.matchType === matchType) return;
    if (chosen !== changed.chosen) setValue('matchType', chosenMatch.matchType);
    else if (matchType !== changed.matchType)
      setValue('fixtureMatchId', open.find((m) => m.matchType === matchType)?.fixtureMatchId);
  }, [chosen, matchType, chosenMatch, open, setValue]);

  if (open.length === 0) return null;
  return (
    <SelectField
      control={control}
      name="fixtureMatchId"
      label="Fixture Match"
      hint="The scheduled match this result is for: its stage and round."
      placeholder="Not one of these matches"
      options={open.map((m) => ({ value: m.fixtureMatchId, label: m.label }))}
    />
  );
}
