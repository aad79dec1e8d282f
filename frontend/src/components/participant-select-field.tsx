import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { participantName, type TournamentParticipant } from '@rallypoint/shared';
import { FormField, describedBy, fieldIds } from '@/components/ui/form/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { useTournamentParticipantsPage } from '@/lib/api/tournaments';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface ParticipantSelectFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Whose participants; none chosen yet leaves the field disabled. */
  tournamentId: number | undefined;
  /** What the form stores for a participant: their id, or the name they are shown by. */
  valueOf: (participant: TournamentParticipant) => string;
  /** How an option reads, before the @usernames behind it; the shown name ("First Last", else the username) unless told. */
  labelOf?: (participant: TournamentParticipant) => string;
  /** Never offered: the account whose entry this is (the player choosing an opponent). */
  excludeId?: number;
  /** Only entries linked to an account: an invitation goes to someone who can answer it. */
  accountsOnly?: boolean;
  /** How already chosen values read before the list has them (a form opened with its sides filled in). */
  knownLabels?: Readonly<Record<string, string>>;
  /** Told who was chosen (undefined when the choice is cleared), e.g. to name them elsewhere in the form. */
  onChoose?: (participant: TournamentParticipant | undefined) => void;
  label?: string;
  searchLabel?: string;
  placeholder?: string;
}

/**
 * A tournament's participant, picked the way a long list needs (docs/product-rules.md#paging): the select offers
 * the first page (50) of those matching what is typed in the search box above it, searched on the server over names
 * and usernames; the hint says when more match than are shown. A choice stays offered while the search changes.
 */
export function ParticipantSelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  tournamentId,
  valueOf,
  labelOf = participantName,
  excludeId,
  accountsOnly = false,
  knownLabels,
  onChoose,
  label = 'Opponent',
  searchLabel = 'Search opponents',
  placeholder = 'Choose an opponent',
}: ParticipantSelectFieldProps<T, TOut>) {
  // The search belongs to one tournament: choosing another starts it afresh.
  const [typed, setTyped] = useState({ tournamentId, text: '' });
  const search = typed.tournamentId === tournamentId ? typed.text : '';
  const settled = useDebouncedValue(search.trim());
  const participants = useTournamentParticipantsPage(tournamentId, { search: settled });
  const [chosenLabels, setChosenLabels] = useState<Record<string, string>>(() => ({ ...knownLabels }));
  const {
    field: { ref: selectRef, ...field },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;

  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  // Two players may share a name: one option when the form stores names (the server then asks which is meant), its
  // label naming every @username behind it, so the person choosing sees that two people answer to it.
  const usernamesOf = new Map<string, { label: string; usernames: string[] }>();
  for (const participant of participants.data?.items ?? []) {
    if (participant.participantId === excludeId || (accountsOnly && participant.userId === null)) continue;
    const key = valueOf(participant);
    const option = usernamesOf.get(key) ?? { label: labelOf(participant), usernames: [] };
    if (participant.username) option.usernames.push(`@${participant.username}`);
    usernamesOf.set(key, option);
  }
  const options = [...usernamesOf].map(([optionValue, { label: base, usernames }]) => ({
    value: optionValue,
    label: usernames.length ? `${base} (${usernames.join(', ')})` : base,
  }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: chosenLabels[value] ?? value });

  const page = participants.data;
  const hint =
    !tournamentId || !page
      ? undefined
      : page.total > page.items.length
        ? `Showing the first ${page.items.length} of ${page.total} players: type a name to narrow the list.`
        : settled && page.total === 0
          ? `No player in this tournament matches "${settled}".`
          : undefined;

  const emptyChoice = !tournamentId ? 'Select a tournament first' : participants.isLoading ? 'Loading players...' : placeholder;
  return (
    <FormField name={name} label={label} error={error} hint={hint}>
      <div className="flex flex-col gap-2">
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder="Type a name or username..."
          maxLength={100}
          disabled={!tournamentId}
          value={search}
          onChange={(event) => setTyped({ tournamentId, text: event.target.value })}
        />
        <NativeSelect
          id={fieldIds(name).id}
          name={field.name}
          ref={selectRef}
          disabled={!tournamentId}
          value={value}
          onChange={(event) => {
            const chosen = event.target.selectedOptions[0];
            if (chosen?.value) setChosenLabels((labels) => ({ ...labels, [chosen.value]: chosen.text }));
            field.onChange(event.target.value === '' ? undefined : event.target.value);
            onChoose?.(participants.data?.items.find((p) => event.target.value !== '' && valueOf(p) === event.target.value));
          }}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, hint)}
        >
          <option value="">{emptyChoice}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </FormField>
  );
}
