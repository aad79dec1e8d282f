import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import {
  MAX_DIVISIONS,
  SPORTS,
  SPORT_LABELS,
  type CreateTournamentFormInput,
  type CreateTournamentInput,
} from '@rallypoint/shared';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form/text-fields';

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
        <SelectField control={control} name="divisions" label="Number of Divisions" options={divisionOptions} placeholder="Select divisions" />
        <TextField control={control} name="name" label="Tournament Name" placeholder="Spring Open 2026" />
        <TextField control={control} name="venue" label="Venue" placeholder="City Tennis Center, Court 1-4" />
      </div>
      <TextAreaField control={control} name="description" label="Description (optional)" rows={3} />
    </Section>
  );
}

export function ScheduleSection({ control }: { control: TournamentControl }) {
  return (
    <Section title="Dates and entry">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField control={control} name="startDate" label="Start Date" type="date" />
        <TextField control={control} name="endDate" label="End Date" type="date" />
        <TextField control={control} name="registrationDeadline" label="Registration Deadline (optional)" type="date" />
        <TextField control={control} name="maxParticipants" label="Max Participants" type="number" min={2} step={1} emptyAsUndefined />
        <TextField control={control} name="entryFee" label="Entry Fee ($, optional)" type="number" min={0} step="0.01" />
        <TextField control={control} name="prizePool" label="Prize Pool ($, optional)" type="number" min={0} step="0.01" />
      </div>
    </Section>
  );
}

export function RulesSection({ control }: { control: TournamentControl }) {
  return (
    <Section title="Rules">
      <TextAreaField control={control} name="rules" label="Tournament Rules" rows={4} placeholder="Scoring format, dress code, check-in time…" />
      <TextAreaField control={control} name="additionalInfo" label="Additional Information (optional)" rows={3} />
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
