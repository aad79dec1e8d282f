import { useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  isCalendarDay,
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
import { TextField } from '@/components/ui/form/text-fields';
import { serverFieldErrors } from '@/lib/api-client';
import { useMoveTournamentDates } from '../api/move-tournament-dates';
import { useSaveScheduleSettings } from '../api/schedule-settings';
import { datesForDays, daysOutsideDates, type TournamentDates } from '../utils/playing-days';
import { MoveDatesOffer } from './move-dates-offer';
import { NumberField } from './number-field';
import { TournamentFrame } from './tournament-frame';

type SettingsFormApi = UseFormReturn<SettingsInput, unknown, ScheduleSettingsBody>;

/** A refusal on `days.N.date` names the sent (sorted) list: put it on the form's day with that date. */
function showRefusedDays(form: SettingsFormApi, sent: ScheduleSettingsBody, error: unknown) {
  const days = form.getValues('days');
  for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
    const sentIndex = /^days\.(\d+)\.date$/.exec(field)?.[1];
    const index = sentIndex === undefined ? -1 : days.findIndex((d) => d.date === sent.days[Number(sentIndex)]?.date);
    if (index >= 0) form.setError(`days.${index}.date`, { message: messages[0] });
  }
}

/**
 * Where and when the tournament is played: the scheduler places every match inside these. The zone and the dates are
 * the tournament's (`changeTournament` leads to them); a playing day outside the dates is refused as the server would,
 * with the offer to move the dates.
 */
export function ScheduleSettingsForm({
  tournamentId,
  settings,
  tournament,
  changeTournament,
}: {
  tournamentId: number;
  settings: ScheduleSettingsView;
  tournament: TournamentDates;
  changeTournament?: ReactNode;
}) {
  const save = useSaveScheduleSettings(tournamentId);
  const moveDates = useMoveTournamentDates(tournamentId);
  const [outsideDates, setOutsideDates] = useState(false);
  const { courts: savedCourts, days: savedDays, minutes, restMinutes } = settings;
  const form = useForm<SettingsInput, unknown, ScheduleSettingsBody>({
    resolver: zodResolver(scheduleSettingsSchema),
    defaultValues: { courts: savedCourts, days: savedDays, minutes, restMinutes },
  });
  const courts = useFieldArray({ control: form.control, name: 'courts' });
  const days = useFieldArray({ control: form.control, name: 'days' });
  const shownDays = useWatch({ control: form.control, name: 'days' });
  const validDays = shownDays.filter((d) => isCalendarDay(d.date));
  const errors = form.formState.errors;

  const saveSettings = (body: ScheduleSettingsBody) => save.mutate(body, { onError: (e) => showRefusedDays(form, body, e) });

  const submit = (body: ScheduleSettingsBody) => {
    const outside = daysOutsideDates(form.getValues('days'), tournament);
    setOutsideDates(outside.length > 0);
    if (outside.length === 0) return saveSettings(body);
    outside.forEach(({ index, message }, n) => form.setError(`days.${index}.date`, { message }, { shouldFocus: n === 0 }));
  };

  const moveDatesAndSave = form.handleSubmit((body) =>
    moveDates.mutate(datesForDays(body.days, tournament), { onSuccess: () => saveSettings(body) }),
  );

  return (
    <div className="flex flex-col gap-6">
      {/* Outside the form: the tournament's own form, opened from here, must not submit these settings too (React
          events bubble out of its portal). */}
      <TournamentFrame timeZone={settings.timeZone} tournament={tournament} change={changeTournament} />
      <Form form={form} onSubmit={submit} className="flex flex-col gap-6" aria-label="Schedule settings">
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
          {outsideDates && (
            <MoveDatesOffer
              tournament={tournament}
              moved={validDays.length === shownDays.length ? datesForDays(validDays, tournament) : null}
              pending={moveDates.isPending || save.isPending}
              onConfirm={() => void moveDatesAndSave()}
            />
          )}
          <Button
            variant="secondary"
            className="self-start"
            disabled={days.fields.length >= MAX_PLAYING_DAYS}
            onClick={() => {
              const last = form.getValues('days').at(-1);
              days.append({
                date: last ? nextCalendarDay(last.date) : tournament.startDate.slice(0, 10),
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

        <Button type="submit" className="self-start" disabled={save.isPending || moveDates.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </Form>
    </div>
  );
}
