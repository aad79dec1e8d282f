import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  HANDEDNESS,
  HANDEDNESS_LABELS,
  SKILL_LEVELS,
  SKILL_LEVEL_LABELS,
  SPORT_LABELS,
  skillLevelOfProfile,
  TIME_SLOTS,
  TIME_SLOT_LABELS,
  TOAST_DURATION_MS,
  tournamentRegistrationSchema,
  waitlistPositionLabel,
  type TournamentDetail,
  type TournamentRegistrationFormValues,
  type TournamentRegistrationInput,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { CheckboxField, CheckboxGroupField, RadioGroupField } from '@/components/ui/form/choice-fields';
import { Form } from '@/components/ui/form/form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form/text-fields';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { useJoinWaitlistByForm, useRegisterForTournament } from '../api/participate';
import { failureToast } from '@/lib/mutation-toast';

const skillOptions = SKILL_LEVELS.map((value) => ({ value, label: `${value} – ${SKILL_LEVEL_LABELS[value]}` }));
const handednessOptions = HANDEDNESS.map((value) => ({ value, label: HANDEDNESS_LABELS[value] }));
const timeSlotOptions = TIME_SLOTS.map((value) => ({ value, label: TIME_SLOT_LABELS[value] }));

/**
 * What sending the form does (docs/decisions/0013): make an entry, complete the entry Enroll made (the player's
 * availability), or, every place being taken, wait in the tournament's one line.
 */
export type RegistrationFormPurpose = 'register' | 'complete' | 'waitlist';

const SUBMIT_LABELS: Record<RegistrationFormPurpose, { idle: string; pending: string }> = {
  register: { idle: 'Register for Tournament', pending: 'Registering...' },
  complete: { idle: 'Save my availability', pending: 'Saving...' },
  waitlist: { idle: 'Join the waitlist', pending: 'Joining...' },
};

interface Props {
  tournament: TournamentDetail;
  purpose?: RegistrationFormPurpose;
  /** The entry was made or completed with these values. */
  onRegistered: (values: TournamentRegistrationInput) => void;
  /** The sender waits in line at `position`. */
  onWaitlisted?: (position: number, values: TournamentRegistrationInput) => void;
}

export function TournamentRegistrationForm({ tournament, purpose = 'register', onRegistered, onWaitlisted }: Props) {
  const { user } = useAuth();
  const register = useRegisterForTournament(tournament);
  const joinWaitlist = useJoinWaitlistByForm(tournament);
  const pending = register.isPending || joinWaitlist.isPending;
  const form = useForm<TournamentRegistrationFormValues, unknown, TournamentRegistrationInput>({
    resolver: zodResolver(tournamentRegistrationSchema),
    // A signed-in player starts from their profile; the public form starts empty.
    defaultValues: {
      fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      skillLevel: skillLevelOfProfile(user?.level) ?? undefined,
      skillDescription: '',
      availableTimes: [],
    },
  });
  const { control } = form;

  const sendToWaitlist = (values: TournamentRegistrationInput) =>
    joinWaitlist.mutate(values, {
      onSuccess: ({ position }) => {
        toast({
          title: 'Joined Waitlist',
          description: `${waitlistPositionLabel(position)} for ${tournament.name}.`,
          variant: 'success',
          duration: TOAST_DURATION_MS,
        });
        onWaitlisted?.(position, values);
      },
      onError: failureToast('Joining Waitlist Failed', 'Failed to join the waitlist. Please try again.', TOAST_DURATION_MS),
    });

  const sendEntry = (values: TournamentRegistrationInput) =>
    register.mutate(values, {
      onSuccess: () => {
        const done =
          purpose === 'complete'
            ? { title: 'Availability Saved', description: `Your entry in ${tournament.name} is complete.` }
            : { title: 'Registration Successful!', description: `You are registered for ${tournament.name}.` };
        toast({
          title: done.title,
          description: `${done.description} A confirmation e-mail will follow shortly.`,
          variant: 'success',
          duration: TOAST_DURATION_MS,
        });
        onRegistered(values);
      },
      onError: failureToast('Registration Failed', 'Failed to register for tournament. Please try again.', TOAST_DURATION_MS),
    });

  const onSubmit = purpose === 'waitlist' ? sendToWaitlist : sendEntry;
  const labels = SUBMIT_LABELS[purpose];

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Tournament registration">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="fullName" label="Full Name" autoComplete="name" className="sm:col-span-2" />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="registration-sport">Sport</Label>
          <Input id="registration-sport" value={SPORT_LABELS[tournament.sport] ?? tournament.sport} readOnly />
        </div>
        <SelectField
          control={control}
          name="skillLevel"
          label="Skill Level"
          options={skillOptions}
          placeholder="Select your level"
        />
      </div>
      <TextAreaField
        control={control}
        name="skillDescription"
        label="Describe your game (optional)"
        rows={3}
        placeholder="Years played, recent results, strengths…"
      />
      <RadioGroupField control={control} name="handedness" label="Handedness" options={handednessOptions} />
      <CheckboxGroupField control={control} name="availableTimes" label="Available Times" options={timeSlotOptions} columns={2} />
      <CheckboxField
        control={control}
        name="commitmentAcknowledged"
        label="I commit to playing my scheduled matches and will tell the organizer early if I have to withdraw."
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? labels.pending : labels.idle}
      </Button>
    </Form>
  );
}
