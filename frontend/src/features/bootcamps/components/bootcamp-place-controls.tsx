import { waitlistPositionLabel, type AvailableBootcamp } from '@rallypoint/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureToast, fixedFailureToast, successToast } from '@/lib/mutation-toast';
import {
  useCancelBootcampRegistration,
  useJoinBootcampWaitlist,
  useLeaveBootcampWaitlist,
  useRegisterForBootcamp,
} from '../api/bootcamps';

type Props = { bootcamp: AvailableBootcamp };

function CancelRegistration({ bootcamp }: Props) {
  const cancel = useCancelBootcampRegistration();
  const onConfirm = () =>
    cancel.mutate(bootcamp.id, {
      onSuccess: successToast('Registration Cancelled', `Your place in ${bootcamp.title} was given back.`),
      onError: failureToast('Cancellation Failed', 'Failed to cancel your registration. Please try again.'),
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" disabled>
        Registered
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel registration'}
          </Button>
        }
        title="Cancel Registration"
        description={`Give up your place in ${bootcamp.title}? If people are waiting, the first in line gets it at once.`}
        confirmLabel="Yes, cancel registration"
        confirmVariant="destructive"
        onConfirm={onConfirm}
      />
    </div>
  );
}

function LeaveWaitlist({ bootcamp, position }: Props & { position: number }) {
  const leave = useLeaveBootcampWaitlist();
  const onLeave = () =>
    leave.mutate(bootcamp.id, {
      onSuccess: successToast('Left Waitlist', `You are no longer waiting for ${bootcamp.title}.`),
      onError: failureToast('Leaving Waitlist Failed', 'Failed to leave the waitlist. Please try again.'),
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-amber-800">{waitlistPositionLabel(position)}</span>
      <Button size="sm" variant="outline" onClick={onLeave} disabled={leave.isPending}>
        {leave.isPending ? 'Leaving...' : 'Leave waitlist'}
      </Button>
    </div>
  );
}

function JoinWaitlist({ bootcamp }: Props) {
  const join = useJoinBootcampWaitlist();
  const onJoin = () =>
    join.mutate(bootcamp.id, {
      onSuccess: ({ position }) =>
        toast({
          title: 'Joined Waitlist',
          description: `${waitlistPositionLabel(position)} for ${bootcamp.title}.`,
          variant: 'success',
        }),
      onError: failureToast('Joining Waitlist Failed', 'Failed to join the waitlist. Please try again.'),
    });
  return (
    <Button size="sm" onClick={onJoin} disabled={join.isPending}>
      {join.isPending ? 'Joining...' : 'Join waitlist'}
    </Button>
  );
}

function Register({ bootcamp }: Props) {
  const register = useRegisterForBootcamp();
  // This failure has one fixed text; the list refreshes, so a bootcamp that filled up then offers its waitlist.
  const onRegister = () =>
    register.mutate(bootcamp.id, {
      onSuccess: successToast('Registered', `You are registered for ${bootcamp.title}.`),
      onError: fixedFailureToast('Registration Failed', 'Failed to register for bootcamp. Please try again.'),
    });
  return (
    <Button size="sm" onClick={onRegister} disabled={register.isPending}>
      {register.isPending ? 'Registering...' : 'Register'}
    </Button>
  );
}

/** A player's one step on a bootcamp card: Register, or Join waitlist when full; Cancel or Leave once in. */
export function BootcampPlaceControls({ bootcamp }: Props) {
  if (bootcamp.isRegistered) return <CancelRegistration bootcamp={bootcamp} />;
  if (bootcamp.waitlistPosition !== null) return <LeaveWaitlist bootcamp={bootcamp} position={bootcamp.waitlistPosition} />;
  return bootcamp.isFull ? <JoinWaitlist bootcamp={bootcamp} /> : <Register bootcamp={bootcamp} />;
}
