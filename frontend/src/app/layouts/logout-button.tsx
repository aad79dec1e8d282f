import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLogout } from '@/lib/auth';

/** Signs out and goes to / (docs/product-rules.md#the-web-client: even when the server call fails). */
export function LogoutButton({ className, variant = 'outline' }: Pick<ButtonProps, 'className' | 'variant'>) {
  const navigate = useNavigate();
  const logout = useLogout({ onSettled: () => navigate('/', { replace: true }) });
  return (
    <Button variant={variant} size="sm" className={className} onClick={() => logout.mutate()} disabled={logout.isPending}>
      Logout
    </Button>
  );
}
