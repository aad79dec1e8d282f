import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  ADMIN_LEVELS,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TYPES,
  LESSON_TYPES,
  PERFORMANCE_METRIC_LABELS,
  PERFORMANCE_METRICS,
  postAnnouncementSchema,
  recordMetricsSchema,
  recordProgressSchema,
  scheduleLessonSchema,
  type PerformanceMetric,
  type PostAnnouncementInput,
  type PostAnnouncementRequest,
  type RecordMetricsInput,
  type RecordMetricsRequest,
  type RecordProgressInput,
  type RecordProgressRequest,
  type ScheduleLessonInput,
  type ScheduleLessonRequest,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form/text-fields';
import { capitalize } from '@/lib/format';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: capitalize(value) }));

interface StudentFormProps<T> {
  /** Resolves true when the server accepted the write, so the form can reset. */
  onSubmit: (values: T) => Promise<boolean>;
  pending: boolean;
}

/** The frame every student form shares: a two-column grid, reset once the server accepted, one submit button. */
function StudentFormFrame<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: StudentFormProps<TOutput> & {
  form: UseFormReturn<TInput, unknown, TOutput>;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values).then((accepted) => accepted && form.reset())}
      className="grid gap-4 sm:grid-cols-2"
    >
      {children}
      <Button type="submit" disabled={pending} className="sm:col-span-2">
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Form>
  );
}

export function ScheduleForm({ onSubmit, pending }: StudentFormProps<ScheduleLessonRequest>) {
  const form = useForm<ScheduleLessonInput, unknown, ScheduleLessonRequest>({
    resolver: zodResolver(scheduleLessonSchema),
    defaultValues: {
      title: '',
      instructor: '',
      date: '',
      time: '',
      notes: '',
      status: 'scheduled',
    },
  });
  return (
    <StudentFormFrame form={form} onSubmit={onSubmit} pending={pending} submitLabel="Schedule Lesson" pendingLabel="Saving...">
      <TextField control={form.control} name="title" label="Lesson title" />
      <TextField control={form.control} name="instructor" label="Instructor" />
      <TextField control={form.control} name="date" label="Date" type="date" />
      <TextField control={form.control} name="time" label="Time" type="time" />
      <SelectField
        control={form.control}
        name="type"
        label="Lesson type"
        options={options(LESSON_TYPES)}
        placeholder="Select a type"
      />
      <TextAreaField control={form.control} name="notes" label="Notes" className="sm:col-span-2" />
    </StudentFormFrame>
  );
}

export function ProgressForm({ onSubmit, pending }: StudentFormProps<RecordProgressRequest>) {
  const form = useForm<RecordProgressInput, unknown, RecordProgressRequest>({
    resolver: zodResolver(recordProgressSchema),
    defaultValues: { lessonsCompleted: 0, notes: '' },
  });
  const percentage = (name: `skillsProgress.${'forehand' | 'backhand' | 'serve' | 'volley' | 'overall'}`, label: string) => (
    <TextField control={form.control} name={name} label={`${label} (%)`} type="number" min={0} max={100} />
  );
  return (
    <StudentFormFrame form={form} onSubmit={onSubmit} pending={pending} submitLabel="Update Progress" pendingLabel="Saving...">
      <SelectField
        control={form.control}
        name="level"
        label="Level"
        options={options(ADMIN_LEVELS)}
        placeholder="Select a level"
      />
      <TextField control={form.control} name="lessonsCompleted" label="Lessons completed" type="number" min={0} />
      {percentage('skillsProgress.forehand', 'Forehand')}
      {percentage('skillsProgress.backhand', 'Backhand')}
      {percentage('skillsProgress.serve', 'Serve')}
      {percentage('skillsProgress.volley', 'Volley')}
      {percentage('skillsProgress.overall', 'Overall')}
      <TextAreaField control={form.control} name="notes" label="Instructor notes" className="sm:col-span-2" />
    </StudentFormFrame>
  );
}

export function AnnouncementForm({
  onSubmit,
  pending,
  audience,
}: StudentFormProps<PostAnnouncementRequest> & { audience: string }) {
  const form = useForm<PostAnnouncementInput, unknown, PostAnnouncementRequest>({
    resolver: zodResolver(postAnnouncementSchema),
    defaultValues: { title: '', content: '', priority: 'normal' },
  });
  return (
    <StudentFormFrame form={form} onSubmit={onSubmit} pending={pending} submitLabel="Send Announcement" pendingLabel="Sending...">
      <p className="text-sm text-slate-600 sm:col-span-2">To: {audience}</p>
      <TextField control={form.control} name="title" label="Title" className="sm:col-span-2" />
      <TextAreaField control={form.control} name="content" label="Message" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="type"
        label="Type"
        options={options(ANNOUNCEMENT_TYPES)}
        placeholder="Select a type"
      />
      <SelectField control={form.control} name="priority" label="Priority" options={options(ANNOUNCEMENT_PRIORITIES)} />
    </StudentFormFrame>
  );
}

export function PerformanceForm({ onSubmit, pending }: StudentFormProps<RecordMetricsRequest>) {
  const form = useForm<RecordMetricsInput, unknown, RecordMetricsRequest>({
    resolver: zodResolver(recordMetricsSchema),
    defaultValues: { date: '', notes: '' },
  });
  const percentage = (name: PerformanceMetric) => (
    <TextField
      key={name}
      control={form.control}
      name={name}
      label={`${PERFORMANCE_METRIC_LABELS[name]} (%)`}
      type="number"
      min={0}
      max={100}
    />
  );
  return (
    <StudentFormFrame form={form} onSubmit={onSubmit} pending={pending} submitLabel="Update Performance" pendingLabel="Saving...">
      <TextField control={form.control} name="date" label="Assessment date" type="date" className="sm:col-span-2" />
      {PERFORMANCE_METRICS.map((metric) => percentage(metric))}
      <TextAreaField control={form.control} name="notes" label="Notes" className="sm:col-span-2" />
    </StudentFormFrame>
  );
}
