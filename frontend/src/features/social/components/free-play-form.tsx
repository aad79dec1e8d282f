import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  calendarDay,
  freePlayMatchSchema,
  withDateFromToday,
  type FreePlayMatchFormInput,
  type FreePlayMatchInput,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { SelectField } from '@/components/ui/form/text-fields';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useScheduleFreePlay } from '../api/matches';
import { OpponentSearchField } from './opponent-search-field';
import { ProposalFields } from './proposal-fields';
import { durationOptions, sportOptions } from './options';

const emptyFreePlay = { proposedDate: '', proposedTime: '', venue: '', message: '', matchType: 'free_play' as const };

export function FreePlayForm() {
  const schedule = useScheduleFreePlay();
  const schema = useMemo(() => withDateFromToday(freePlayMatchSchema, () => calendarDay()), []);
  const form = useForm<FreePlayMatchFormInput, unknown, FreePlayMatchInput>({
    resolver: zodResolver(schema),
    defaultValues: emptyFreePlay,
  });

  const onSubmit = (values: FreePlayMatchInput) =>
    schedule.mutate(values, {
      onSuccess: () => {
        successToast('Match Scheduled', 'Your free play invitation was sent.')();
        form.reset(emptyFreePlay);
      },
      onError: failureToast('Failed to schedule free play match. Please try again.'),
    });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <OpponentSearchField control={form.control} name="opponentId" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="sport" label="Sport" options={sportOptions} placeholder="Select a sport" />
        <SelectField
          control={form.control}
          name="duration"
          label="Duration"
          options={durationOptions}
          placeholder="Select a duration"
        />
      </div>
      <ProposalFields control={form.control} />
      <Button type="submit" disabled={schedule.isPending}>
        {schedule.isPending ? 'Scheduling...' : 'Schedule Free Play'}
      </Button>
    </Form>
  );
}
