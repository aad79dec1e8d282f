import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  STUDENT_MEMBERSHIP_TYPE,
  TRAINING_TIMES,
  TRAINING_TIME_LABELS,
  academySignupSchema,
  type Academy,
  type AcademySignupFormInput,
  type AcademySignupInput,
} from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form/text-fields';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useJoinAcademy } from '../api/memberships';

const timeOptions = TRAINING_TIMES.map((value) => ({ value, label: TRAINING_TIME_LABELS[value] }));

const emptyForm = (academyId: number): DefaultValues<AcademySignupFormInput> => ({
  academyId,
  membershipType: STUDENT_MEMBERSHIP_TYPE,
  reason: '',
  experience: '',
  goals: '',
  age: '',
  currentGrade: '',
  schoolName: '',
});

/** What the applicant joins: student membership; the course schedule option is not offered yet. */
function JoinOptions() {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Join as</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="joinOption" checked readOnly className="h-4 w-4 accent-emerald-600" />
        Student Membership
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-500">
        <input type="radio" name="joinOption" disabled className="h-4 w-4" />
        Course Schedule <Badge tone="gray">Coming Soon</Badge>
      </label>
    </fieldset>
  );
}

/** The /academy/{id} signup dialog (docs/product-rules.md#academies-and-students). */
export function SignupDialog({ academy }: { academy: Academy }) {
  const [open, setOpen] = useState(false);
  const join = useJoinAcademy();
  const form = useForm<AcademySignupFormInput, unknown, AcademySignupInput>({
    resolver: zodResolver(academySignupSchema),
    defaultValues: emptyForm(academy.id),
  });
  const { control } = form;

  const onSubmit = (values: AcademySignupInput) =>
    join.mutate(values, {
      onSuccess: () => {
        successToast('Application Submitted', `Your application to ${academy.name} is waiting for approval.`)();
        form.reset(emptyForm(academy.id));
        setOpen(false);
      },
      onError: failureToast('Error', 'Failed to submit academy membership request'),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Apply for Membership</Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Join {academy.name}</DialogTitle>
          <DialogDescription>Apply as a student; an administrator reviews every application.</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Academy signup">
          <JoinOptions />
          <TextAreaField control={control} name="reason" label="Why do you want to join?" rows={2} />
          <TextAreaField control={control} name="experience" label="Experience" rows={2} />
          <TextAreaField control={control} name="goals" label="Goals" rows={2} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField control={control} name="age" label="Age" type="number" min={1} max={150} />
            <TextField control={control} name="currentGrade" label="Current Grade" />
            <TextField control={control} name="schoolName" label="School Name" />
          </div>
          <SelectField
            control={control}
            name="preferredTime"
            label="Preferred Training Time"
            options={timeOptions}
            placeholder="Select a time"
          />
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? 'Submitting...' : 'Submit Application'}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
