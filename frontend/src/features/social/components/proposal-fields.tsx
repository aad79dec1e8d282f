import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { calendarDay } from '@rallypoint/shared';
import { TextAreaField, TextField } from '@/components/ui/form/text-fields';

interface Proposal {
  proposedDate: string;
  proposedTime: string;
  venue: string;
  message?: string;
}

/** Date (not before today), time, venue and the optional message: what every match proposal asks (docs/product-rules.md#social). */
export function ProposalFields<T extends FieldValues & Proposal, TOut extends FieldValues>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  // Every proposal form has these names (T extends Proposal); TypeScript cannot prove a literal is a Path of a generic T.
  const field = (name: keyof Proposal) => name as FieldPath<T>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name={field('proposedDate')} label="Date" type="date" min={calendarDay()} />
        <TextField control={control} name={field('proposedTime')} label="Time" type="time" />
      </div>
      <TextField control={control} name={field('venue')} label="Venue" />
      <TextAreaField control={control} name={field('message')} label="Message (optional)" rows={3} />
    </>
  );
}
