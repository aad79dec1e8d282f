import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_COURTS,
  MAX_PLAYING_DAYS,
  nextCalendarDay,
  scheduleSettingsSchema,
  type ScheduleSettingsBody,
  type ScheduleSettingsForm as SettingsInput,
  type ScheduleSettingsView,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { FieldError } from '@/components/ui/form/form-field';
import { SelectField, TextField } from '@/components/ui/form/text-fields';
import { useSaveScheduleSettings } from '../api/schedule-settings';
import { NumberField } from './number-field';

const TIME_ZONES = Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));

/** Where and when the tournament is played: the scheduler places every match inside these. */
export function ScheduleSettingsForm({ tournamentId, settings }: { tournamentId: number; settings: ScheduleSettingsView }) {
  const save = useSaveScheduleSettings(tournamentId);
  const { savedAt: _savedAt, ...values } = settings;
  const form = useForm<SettingsInput, unknown, ScheduleSettingsBody>({
    resolver: zodResolver(scheduleSettingsSchema),
    defaultValues: values,
  });
  const courts = useFieldArray({ control: form.control, name: 'courts' });
  const days = useFieldArray({ control: form.control, name: 'days' });
  const errors = form.formState.errors;
  const zones = TIME_ZONES.some((z) => z.value === values.timeZone)
    ? TIME_ZONES
    : [{ value: values.timeZone, label: values.timeZone }, ...TIME_ZONES];

  return (
    <Form form={form} onSubmit={(body) => save.mutate(body)} className="flex flex-col gap-6" aria-label="Schedule settings">
      <SelectField
        control={form.control}
        name="timeZone"
        label="Time zone"
        options={zones}
        hint="Every time in the order of play is in this zone."
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">Courts</legend>
        {courts.fields.map((court, index) => (
          <div key={court.id} className="flex items-end gap-2">
            <TextField
              control={form.control}
              name={`courts.${index}.name`}
              label={`Court ${index + 1} name`}
              className="min-w-0 flex-1"
            />
            <Button
              variant="outline"
              onClick={() => courts.remove(index)}
              disabled={courts.fields.length === 1}
              aria-label={`Remove court ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <FieldError message={errors.courts?.message ?? errors.courts?.root?.message} />
        <Button
          variant="secondary"
          className="self-start"
          disabled={courts.fields.length >= MAX_COURTS}
          onClick={() => courts.append({ name: `Court ${courts.fields.length + 1}` })}
        >
          Add court
        </Button>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">Playing days and hours</legend>
        {days.fields.map((day, index) => (
          <div key={day.id} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_8rem_8rem_auto]">
            <TextField
              control={form.control}
              name={`days.${index}.date`}
              type="date"
              label={`Day ${index + 1}`}
              className="col-span-2 sm:col-span-1"
            />
            <TextField control={form.control} name={`days.${index}.start`} type="time" label="From" />
            <TextField control={form.control} name={`days.${index}.end`} type="time" label="Until" />
            <Button
              variant="outline"
              className="col-span-2 sm:col-span-1"
              onClick={() => days.remove(index)}
              disabled={days.fields.length === 1}
              aria-label={`Remove day ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <FieldError message={errors.days?.message ?? errors.days?.root?.message} />
        <Button
          variant="secondary"
          className="self-start"
          disabled={days.fields.length >= MAX_PLAYING_DAYS}
          onClick={() => {
            const last = form.getValues('days').at(-1);
            days.append({
              date: last ? nextCalendarDay(last.date) : new Date().toISOString().slice(0, 10),
              start: last?.start ?? '09:00',
              end: last?.end ?? '18:00',
            });
          }}
        >
          Add day
        </Button>
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          Minutes per match, and rest between a player&apos;s matches
        </legend>
        <NumberField control={form.control} name="minutes.league" label="League match" min={10} max={600} />
        <NumberField control={form.control} name="minutes.semi-final" label="Semi-final" min={10} max={600} />
        <NumberField control={form.control} name="minutes.final" label="Final" min={10} max={600} />
        <NumberField control={form.control} name="restMinutes" label="Rest (minutes)" min={0} max={600} />
      </fieldset>

      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </Form>
  );
}
