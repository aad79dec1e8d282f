import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOTCAMP_SKILL_LEVELS,
  BOOTCAMP_SKILL_LEVEL_LABELS,
  BOOTCAMP_TYPES,
  BOOTCAMP_TYPE_LABELS,
  createBootcampSchema,
  type CreateBootcampFormInput,
  type CreateBootcampInput,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form/text-fields';

const typeOptions = BOOTCAMP_TYPES.map((value) => ({ value, label: BOOTCAMP_TYPE_LABELS[value] }));
const skillOptions = BOOTCAMP_SKILL_LEVELS.map((value) => ({ value, label: BOOTCAMP_SKILL_LEVEL_LABELS[value] }));

export const emptyBootcampForm: DefaultValues<CreateBootcampFormInput> = {
  title: '',
  description: '',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  duration: '',
  venue: '',
  venueAddress: '',
  maxParticipants: '',
  price: '',
};

interface BootcampFormProps {
  isPending: boolean;
  /** Resolves true when the bootcamp was created, so the form starts over. */
  onSubmit: (values: CreateBootcampInput) => Promise<boolean>;
}

/** The bootcamp/clinic form, validated by the same schema as POST /api/bootcamps. */
export function BootcampForm({ isPending, onSubmit }: BootcampFormProps) {
  const form = useForm<CreateBootcampFormInput, unknown, CreateBootcampInput>({
    resolver: zodResolver(createBootcampSchema),
    defaultValues: emptyBootcampForm,
  });
  const { control } = form;
  const submit = async (values: CreateBootcampInput) => {
    if (await onSubmit(values)) form.reset(emptyBootcampForm);
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" aria-label="Create bootcamp or clinic">
      <TextField control={control} name="title" label="Title" placeholder="Summer Serve Camp" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="type" label="Type" options={typeOptions} placeholder="Select a type" />
        <SelectField
          control={control}
          name="skillLevel"
          label="Skill Level"
          options={skillOptions}
          placeholder="Select a skill level"
        />
      </div>
      <TextAreaField control={control} name="description" label="Description" rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="startDate" label="Start Date" type="date" />
        <TextField control={control} name="endDate" label="End Date" type="date" />
        <TextField control={control} name="startTime" label="Start Time" type="time" />
        <TextField control={control} name="endTime" label="End Time" type="time" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField control={control} name="duration" label="Duration (days)" type="number" min={1} step={1} />
        <TextField control={control} name="maxParticipants" label="Maximum Participants" type="number" min={1} step={1} />
        <TextField control={control} name="price" label="Price ($)" type="number" min={0} step="0.01" />
      </div>
      <TextField control={control} name="venue" label="Venue" placeholder="Riverside Courts" />
      <TextField control={control} name="venueAddress" label="Venue Address" placeholder="1 River Road, Springfield" />
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Creating...' : 'Create Bootcamp/Clinic'}
      </Button>
    </Form>
  );
}
