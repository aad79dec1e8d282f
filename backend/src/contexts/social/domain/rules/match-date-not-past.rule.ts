import { proposedDateNotPast, SOCIAL_MESSAGES } from '@rallypoint/shared';
import { badRequest, type Refusal } from '../../../../platform/rules';

/** Spec §5: the match date is not before today, in the server's calendar (today itself is fine). */
export function matchDateRefusal(proposedDate: string, today: string): Refusal | null {
  return proposedDateNotPast(proposedDate, today) ? null : badRequest(SOCIAL_MESSAGES.proposedDatePast);
}
