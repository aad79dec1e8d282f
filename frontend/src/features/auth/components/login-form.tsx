import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { LoginInput } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-fields';
import { toast } from '@/components/ui/use-toast';
import { useLogin } from '../api/login';
import { failureToast } from '@/lib/mutation-toast';

// Loaded once someone starts filling the form in: the sign-in screen is painted without zod.
const resolver = lazyResolver(() => import('./login-rules').then((m) => m.loginResolver));

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Welcome to RallyPoint!', description: 'You are signed in.', variant: 'success' });
        navigate('/dashboard', { replace: true });
      },
      onError: failureToast('Login Failed', 'Invalid credentials. Please try again.'),
    });

  return (
    <Form form={form} onSubmit={onSubmit} onFocus={resolver.preload} className="flex flex-col gap-4" aria-label="Sign in">
      <TextField control={form.control} name="username" label="Username" autoComplete="username" />
      <PasswordField control={form.control} name="password" label="Password" />
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-2 w-full">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-medium text-emerald-700 hover:underline">
          Sign up
        </Link>
      </p>
    </Form>
  );
}
