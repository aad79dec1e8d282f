import { useEffect, type ReactNode } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  DEFAULT_SCORE_FORMAT,
  DEFAULT_STANDINGS_RULEBOOK,
  isScoreFormatFor,
  MAX_DIVISIONS,
  SCORE_FORMAT_DETAILS,
  scoreFormatsFor,
  SPORTS,
  SPORT_LABELS,
  STANDINGS_RULEBOOKS,
  STANDINGS_RULEBOOK_LABELS,
  type CreateTournamentFormInput,
  type CreateTournamentInput,
  type Sport,
} from '@rallypoint/shared';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form/text-fields';
import { timeZoneOptions } from '../../utils/time-zones';

type TournamentControl = Control<CreateTournamentFormInput, unknown, CreateTournamentInput>;

const sportOptions = SPORTS.map((value) => ({ value, label: SPORT_LABELS[value] }));
const divisionOptions = Array.from({ length: MAX_DIVISIONS }, (_, index) => {
  const count = String(index + 1);
  return { value: count, label: index === 0 ? '1 division' : `${count} divisions` };
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h3 className="border-b border-slate-100 pb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function BasicInfoSection({ control }: { control: TournamentControl }) {
  return (
    <Section title="Tournament details">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="sport" label="Sport" options={sportOptions} placeholder="Select a sport" />
        <SelectField
          control={control}
          name="divisions"
          label="Number of Divisions"
          options={divisionOptions}
          placeholder="Select divisions"
        />
        <TextField control={control} name="name" label="Tournament Name" placeholder="Spring Open 2026" />
        <TextField control={control} name="venue" label="Venue" placeholder="City Tennis Center, Court 1-4" />
      </div>
      <TextAreaField control={control} name="description" label="Description (optional)" rows={3} />
    </Section>
  );
}

/** Dates, the zone they are played in (every match time is shown in it), and entry. */
export function ScheduleSection({ control, timeZone }: { control: TournamentControl; timeZone: string | undefined }) {
  return (
    <Section title="Dates and entry">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField control={control} name="startDate" label="Start Date" type="date" />
        <TextField control={control} name="endDate" label="End Date" type="date" />
        <SelectField
          control={control}
          name="timeZone"
          label="Time zone"
          options={timeZoneOptions(timeZone)}
          hint="Match times are set and shown in this zone."
        />
        <TextField control={control} name="registrationDeadline" label="Registration Deadline (optional)" type="date" />
        <TextField
          control={control}
          name="maxParticipants"
          label="Max Participants"
          type="number"
          min={2}
          step={1}
          emptyAsUndefined
        />
        <TextField control={control} name="entryFee" label="Entry Fee ($, optional)" type="number" min={0} step="0.01" />
        <TextField control={control} name="prizePool" label="Prize Pool ($, optional)" type="number" min={0} step="0.01" />
      </div>
    </Section>
  );
}

export function RulesSection({ control }: { control: TournamentControl }) {
  return (
    <Section title="Rules">
      <TextAreaField
        control={control}
        name="rules"
        label="Tournament Rules"
        rows={4}
        placeholder="Scoring format, dress code, check-in time…"
      />
      <TextAreaField control={control} name="additionalInfo" label="Additional Information (optional)" rows={3} />
    </Section>
  );
}

const rulebookOptions = STANDINGS_RULEBOOKS.map((value) => ({ value, label: STANDINGS_RULEBOOK_LABELS[value] }));
const isSport = (value: unknown): value is Sport => SPORTS.includes(value as Sport);

/** How matches are scored and ranked: the sport's formats only; left blank, the sport's default. */
export function ScoringSection({ control }: { control: TournamentControl }) {
  const sport = useWatch({ control, name: 'sport' });
  const {
    field: { value: format, onChange: setFormat },
  } = useController({ control, name: 'scoreFormat' });
  // A format of the sport chosen before cannot score this one.
  useEffect(() => {
    if (isSport(sport) && format && !isScoreFormatFor(format, sport)) setFormat(undefined);
  }, [sport, format, setFormat]);
  const formatOptions = isSport(sport) ? scoreFormatsFor(sport).map((f) => ({ value: f.code, label: f.label })) : [];
  const byDefault = (label: string) => (isSport(sport) ? `${SPORT_LABELS[sport]} default: ${label}` : 'Select a sport first');
  return (
    <Section title="Scoring">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="scoreFormat"
          label="Score Format"
          options={formatOptions}
          placeholder={byDefault(isSport(sport) ? SCORE_FORMAT_DETAILS[DEFAULT_SCORE_FORMAT[sport]].label : '')}
          disabled={!isSport(sport)}
        />
        <SelectField
          control={control}
          name="standingsRulebook"
          label="Standings Rules"
          options={rulebookOptions}
          placeholder={byDefault(isSport(sport) ? STANDINGS_RULEBOOK_LABELS[DEFAULT_STANDINGS_RULEBOOK[sport]] : '')}
        />
      </div>
    </Section>
  );
}

export function ContactsSection({ control }: { control: TournamentControl }) {
  return (
    <Section title="Points of contact">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField control={control} name="poc1Name" label="POC 1 Name" autoComplete="off" />
        <TextField control={control} name="poc1Contact" label="POC 1 Contact Number" type="tel" />
        <TextField control={control} name="poc1Email" label="POC 1 Email" type="email" />
        <TextField control={control} name="poc2Name" label="POC 2 Name (optional)" autoComplete="off" />
        <TextField control={control} name="poc2Contact" label="POC 2 Contact Number (optional)" type="tel" />
        <TextField control={control} name="poc2Email" label="POC 2 Email (optional)" type="email" />
      </div>
    </Section>
  );
}
