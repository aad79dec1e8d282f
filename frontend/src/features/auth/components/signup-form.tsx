import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import {
  PLAYER_LEVELS,
  SPORTS,
  SPORT_LABELS,
  USER_TYPES,
  USER_TYPE_LABELS,
  signupSchema,
  type SignupFormInput,
  type SignupFormValues,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { CheckboxGroupField } from '@/components/ui/form/choice-fields';
import { Form } from '@/components/ui/form/form';
import { PasswordField } from '@/components/ui/form/password-field';
import { SelectField, TextField } from '@/components/ui/form/text-fields';
import { toast } from '@/components/ui/use-toast';
import { serverFieldErrors } from '@/lib/api-client';
import { capitalize } from '@/lib/format';
import type { SignupPrefill } from '@/lib/signup-prefill';
import { useSignup } from '../api/signup';
import { failureToast } from '@/lib/mutation-toast';

const userTypeOptions = USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }));
const sportOptions = SPORTS.map((value) => ({ value, label: SPORT_LABELS[value] }));
const levelOptions = PLAYER_LEVELS.map((value) => ({ value, label: capitalize(value) }));

const emptySignup: SignupFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phone: '',
  organizationName: '',
  userType: 'individual_player',
  sports: [],
  addressLine1: '',
  state: '',
  zipCode: '',
  password: '',
  confirmPassword: '',
  level: undefined,
};

/** `prefill`: fields the visitor already gave (a tournament entry's name, e-mail and phone), checked by the caller. */
export function SignupForm({ prefill = {} }: { prefill?: SignupPrefill }) {
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useForm<SignupFormValues, unknown, SignupFormInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { ...emptySignup, ...prefill },
  });
  const { control } = form;

  const showServerFieldErrors = (error: unknown) => {
    for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
      if (field in emptySignup && messages[0]) {
        form.setError(field as Path<SignupFormValues>, { type: 'server', message: messages[0] });
      }
    }
  };

  const onSubmit = (values: SignupFormInput) =>
    signup.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Account created successfully!',
          description: 'Please check your e-mail and click the link to verify your account before signing in.',
          variant: 'success',
        });
        navigate('/', { replace: true });
      },
      onError: (error) => {
        showServerFieldErrors(error);
        failureToast('Error creating account', 'Something went wrong. Please try again.')(error);
      },
    });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Create account">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
        <TextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
        <TextField control={control} name="username" label="Username" autoComplete="username" />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <TextField control={control} name="organizationName" label="Organization Name (optional)" autoComplete="organization" />
        <SelectField control={control} name="userType" label="Account Type" options={userTypeOptions} />
        <SelectField control={control} name="level" label="Level (optional)" options={levelOptions} placeholder="Not specified" />
      </div>
      <CheckboxGroupField control={control} name="sports" label="Sports" options={sportOptions} />
      <div className="grid gap-4 sm:grid-cols-4">
        <TextField control={control} name="addressLine1" label="Address" autoComplete="address-line1" className="sm:col-span-2" />
        <TextField control={control} name="state" label="State" autoComplete="address-level1" />
        <TextField control={control} name="zipCode" label="ZIP Code" autoComplete="postal-code" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField control={control} name="password" label="Password" autoComplete="new-password" />
        <PasswordField control={control} name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
      </div>
      <Button type="submit" size="lg" disabled={signup.isPending} className="w-full">
        {signup.isPending ? 'Creating Account...' : 'Sign Up'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/" className="font-medium text-emerald-700 hover:underline">
          Already have an account? Sign in
        </Link>
      </p>
    </Form>
  );
}
