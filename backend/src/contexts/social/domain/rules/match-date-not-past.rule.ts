import { proposedDateNotPast, SOCIAL_MESSAGES } from '@rallypoint/shared';
import { badRequest, type Refusal } from '../../../../platform/rules';

/** The match date is not before today (docs/product-rules.md#social), in the server's calendar (today itself is fine). */
export function matchDateRefusal(proposedDate: string, today: string): Refusal | null {
  return proposedDateNotPast(proposedDate, today) ? null : badRequest(SOCIAL_MESSAGES.proposedDatePast);
}
