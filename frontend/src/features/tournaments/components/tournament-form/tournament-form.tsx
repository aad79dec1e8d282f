import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_MAX_PARTICIPANTS,
  createTournamentSchema,
  type CreateTournamentFormInput,
  type CreateTournamentInput,
  type TournamentDetail,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { browserTimeZone } from '../../utils/time-zones';
import { BasicInfoSection, ContactsSection, RulesSection, ScheduleSection, ScoringSection } from './tournament-form-sections';

type TournamentFormValues = DefaultValues<CreateTournamentFormInput>;

const emptyTournamentForm: TournamentFormValues = {
  name: '',
  venue: '',
  divisions: undefined,
  description: '',
  startDate: '',
  endDate: '',
  registrationDeadline: '',
  maxParticipants: DEFAULT_MAX_PARTICIPANTS,
  entryFee: '',
  prizePool: '',
  rules: '',
  additionalInfo: '',
  poc1Name: '',
  poc1Contact: '',
  poc1Email: '',
  poc2Name: '',
  poc2Contact: '',
  poc2Email: '',
  scoreFormat: undefined,
  standingsRulebook: undefined,
};

/** A new tournament's form: empty, in the organizer's own zone. */
export const newTournamentForm = (): TournamentFormValues => ({ ...emptyTournamentForm, timeZone: browserTimeZone() });

const day = (value: string | null) => (value ? value.slice(0, 10) : '');

/** A saved tournament as edit-form values. */
export function tournamentToFormValues(tournament: TournamentDetail): TournamentFormValues {
  return {
    sport: tournament.sport,
    name: tournament.name,
    venue: tournament.venue,
    divisions: String(tournament.divisions),
    description: tournament.description ?? '',
    startDate: day(tournament.startDate),
    endDate: day(tournament.endDate),
    registrationDeadline: day(tournament.registrationDeadline),
    maxParticipants: tournament.maxParticipants,
    entryFee: tournament.entryFee ?? '',
    prizePool: tournament.prizePool ?? '',
    rules: tournament.rules,
    additionalInfo: tournament.additionalInfo ?? '',
    poc1Name: tournament.poc1Name,
    poc1Contact: tournament.poc1Contact,
    poc1Email: tournament.poc1Email,
    poc2Name: tournament.poc2Name ?? '',
    poc2Contact: tournament.poc2Contact ?? '',
    poc2Email: tournament.poc2Email ?? '',
    scoreFormat: tournament.scoreFormat,
    standingsRulebook: tournament.standingsRulebook,
    timeZone: tournament.timeZone,
  };
}

interface TournamentFormProps {
  defaultValues?: TournamentFormValues;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (values: CreateTournamentInput) => void;
  onCancel: () => void;
}

/** The create-tournament form, reused for editing (the PATCH takes the same fields). */
export function TournamentForm({
  defaultValues = newTournamentForm(),
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onCancel,
}: TournamentFormProps) {
  const form = useForm<CreateTournamentFormInput, unknown, CreateTournamentInput>({
    resolver: zodResolver(createTournamentSchema),
    defaultValues,
  });
  const { control } = form;

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-8" aria-label={submitLabel}>
      <BasicInfoSection control={control} />
      <ScheduleSection control={control} timeZone={defaultValues.timeZone ?? undefined} />
      <ScoringSection control={control} />
      <RulesSection control={control} />
      <ContactsSection control={control} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
