import type { AcademyClass } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useEnrollInClass } from '../api/classes';
import { isClassFull } from './class-list';

/**
 * An active member's seat in one class: 'Enrolled' once it is in my-enrollments, 'Full' without a free seat,
 * else 'Enroll'. `enrolled` is undefined while my-enrollments loads, and the button waits for it.
 */
export function EnrollClassButton({ academyClass, enrolled }: { academyClass: AcademyClass; enrolled: boolean | undefined }) {
  const enroll = useEnrollInClass();
  if (enrolled) {
    return (
      <Button size="sm" variant="secondary" disabled>
        Enrolled
      </Button>
    );
  }
  if (isClassFull(academyClass)) {
    return (
      <Button size="sm" variant="secondary" disabled>
        Full
      </Button>
    );
  }
  // 'Enrollment Failed' with the server's reason when it gives one (full, already enrolled, not a member).
  const onEnroll = () =>
    enroll.mutate(
      { classId: academyClass.id, academyId: academyClass.academyId },
      {
        onSuccess: successToast('Enrolled', `You are enrolled in ${academyClass.className}.`),
        onError: failureToast('Enrollment Failed', 'Failed to enroll in class. Please try again.'),
      },
    );
  return (
    <Button size="sm" onClick={onEnroll} disabled={enrolled === undefined || enroll.isPending}>
      {enroll.isPending ? 'Enrolling...' : 'Enroll'}
    </Button>
  );
}
