import type { AdminUser } from '@rallypoint/shared';
import { ConfirmDeleteButton, ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { failureToast, fixedFailureToast, successToast } from '@/lib/mutation-toast';
import { useDeleteUser, useSetUserActivation } from '../api/admin-users';

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.username;

function ActivationButton({ user }: { user: AdminUser }) {
  const activation = useSetUserActivation();
  const activate = !user.isActive;
  const verb = activate ? 'Activate' : 'Deactivate';
  const onConfirm = () =>
    activation.mutate(
      { id: user.id, isActive: activate },
      {
        onSuccess: successToast(activate ? 'User Activated' : 'User Deactivated', fullName(user)),
        // This text, without the server's message.
        onError: fixedFailureToast('Error', 'Failed to update user activation status.'),
      },
    );
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant={activate ? 'primary' : 'outline'} disabled={activation.isPending}>
          {verb}
        </Button>
      }
      title={`${verb} User`}
      description={
        activate
          ? `Activate "${fullName(user)}"? They will be able to sign in.`
          : `Deactivate "${fullName(user)}"? They are signed out everywhere at once and cannot sign in until reactivated.`
      }
      confirmLabel={verb}
      confirmVariant={activate ? 'primary' : 'destructive'}
      onConfirm={onConfirm}
    />
  );
}

function DeleteButton({ user }: { user: AdminUser }) {
  const deletion = useDeleteUser();
  const onConfirm = () =>
    deletion.mutate(user.id, {
      onSuccess: successToast('User Deleted', fullName(user)),
      // The server's message if given.
      onError: failureToast('Error', 'Failed to delete user.'),
    });
  return (
    <ConfirmDeleteButton
      pending={deletion.isPending}
      title="Delete User"
      description={`Are you sure you want to delete "${fullName(user)}"? Their account and enrolments are removed; this cannot be undone.`}
      onConfirm={onConfirm}
    />
  );
}

/** Toggle activation and delete, each after a confirmation; neither exists for an admin account (docs/product-rules.md#admin-console-and-history). */
export function UserActions({ user }: { user: AdminUser }) {
  if (user.role === 'admin') return <span className="text-xs text-slate-500">Admin account</span>;
  return (
    <div className="flex gap-2">
      <ActivationButton user={user} />
      <DeleteButton user={user} />
    </div>
  );
}
