import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACADEMY_ENROLLMENT_MESSAGES,
  ACADEMY_EXPERIENCE_LABELS,
  ACADEMY_EXPERIENCE_LEVELS,
  ENROLLMENT_ACADEMY_ID,
  MEMBERSHIP_TYPES,
  MEMBERSHIP_TYPE_LABELS,
  SCHEDULE_OPTIONS,
  SCHEDULE_OPTION_LABELS,
  academyEnrollmentSchema,
  type AcademyEnrollmentFormInput,
  type AcademyEnrollmentInput,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { SelectField, TextAreaField } from '@/components/ui/form/text-fields';
import { toast } from '@/components/ui/use-toast';
import { fixedFailureToast, successToast } from '@/lib/mutation-toast';
import { useJoinAcademy } from '../api/memberships';

const membershipOptions = MEMBERSHIP_TYPES.map((value) => ({ value, label: MEMBERSHIP_TYPE_LABELS[value] }));
const experienceOptions = ACADEMY_EXPERIENCE_LEVELS.map((value) => ({ value, label: ACADEMY_EXPERIENCE_LABELS[value] }));
const scheduleOptions = SCHEDULE_OPTIONS.map((value) => ({ value, label: SCHEDULE_OPTION_LABELS[value] }));

const emptyForm: DefaultValues<AcademyEnrollmentFormInput> = {
  academyId: ENROLLMENT_ACADEMY_ID,
  goals: '',
  preferredSchedule: '',
  additionalNotes: '',
};

/** The /academy page's enrollment dialog: always academy 1 (docs/product-rules.md#academies-and-students). */
export function EnrollmentDialog({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const join = useJoinAcademy();
  const form = useForm<AcademyEnrollmentFormInput, unknown, AcademyEnrollmentInput>({
    resolver: zodResolver(academyEnrollmentSchema),
    defaultValues: emptyForm,
  });
  const { control } = form;

  const onSubmit = (values: AcademyEnrollmentInput) =>
    join.mutate(values, {
      onSuccess: () => {
        successToast('Application Submitted', 'An administrator will review your application.')();
        form.reset(emptyForm);
        setOpen(false);
      },
      // This page shows its own text, not the server's.
      onError: fixedFailureToast('Error', 'Failed to submit your academy application. Please try again.'),
    });

  const onInvalid = () =>
    toast({
      title: ACADEMY_ENROLLMENT_MESSAGES.toastTitle,
      description: ACADEMY_ENROLLMENT_MESSAGES.toastDescription,
      variant: 'destructive',
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" className={triggerClassName}>
          Enroll Now
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Academy Enrollment</DialogTitle>
          <DialogDescription>Tell us how you would like to train. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          onSubmit={onSubmit}
          onInvalidSubmit={onInvalid}
          className="flex flex-col gap-4"
          aria-label="Academy enrollment"
        >
          <SelectField
            control={control}
            name="membershipType"
            label="Membership Type *"
            options={membershipOptions}
            placeholder="Select a membership type"
          />
          <SelectField
            control={control}
            name="experience"
            label="Experience Level *"
            options={experienceOptions}
            placeholder="Select your experience"
          />
          <TextAreaField control={control} name="goals" label="Goals" placeholder="What would you like to achieve?" rows={3} />
          <SelectField
            control={control}
            name="preferredSchedule"
            label="Preferred Schedule"
            options={scheduleOptions}
            placeholder="Any time"
          />
          <TextAreaField control={control} name="additionalNotes" label="Additional Notes" rows={2} />
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? 'Submitting...' : 'Submit Application'}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
