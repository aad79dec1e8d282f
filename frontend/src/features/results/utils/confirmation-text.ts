import { CONFIRMATION_WINDOW_HOURS, type MatchResultView } from '@rallypoint/shared';
import { formatDateTime } from '@/lib/format';

type ConfirmationFields = Pick<MatchResultView, 'confirmation' | 'confirmationDueAt' | 'confirmationComment' | 'source'>;

/** Where the opponent's answer stands, in words the submitter and the organizer both read. */
export function confirmationText({ confirmation, confirmationDueAt, confirmationComment, source }: ConfirmationFields): string {
  switch (confirmation) {
    case 'awaiting':
      return confirmationDueAt ? `Awaiting opponent (until ${formatDateTime(confirmationDueAt)})` : 'Awaiting opponent';
    case 'confirmed':
      return 'Confirmed by opponent';
    case 'disputed':
      return confirmationComment ? `Disputed: "${confirmationComment}"` : 'Disputed';
    case 'expired':
      return `No answer in ${CONFIRMATION_WINDOW_HOURS} hours`;
    case 'organizer':
      // The opponent's entry has no account: nobody could be asked.
      return 'For the organizer: the opponent has no account to confirm it';
    case 'not-needed':
      // Entered by the organizer, or decided by them before the opponent answered.
      return source === 'organizer' ? 'Entered by organizer' : 'Decided before the opponent answered';
    default:
      return confirmation;
  }
}

/** A disputed result still awaiting the organizer's decision: it comes first in their queue and is flagged. */
export const isOpenDispute = (result: Pick<MatchResultView, 'status' | 'confirmation'>): boolean =>
  result.status === 'pending' && result.confirmation === 'disputed';
