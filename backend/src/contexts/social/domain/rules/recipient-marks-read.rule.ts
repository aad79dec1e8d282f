import { forbidden, notFound, type Refusal } from '../../../../platform/rules';

/** Something one person sent another: a direct message or kudos. */
export interface Delivered {
  senderId: number;
  recipientId: number;
}

/** What to say when the thing is missing or invisible (404), or seen by its sender (403). */
export interface ReadRefusals {
  notFound: string;
  notRecipient: string;
}

/**
 * Only the recipient marks a message or kudos read. Strangers learn nothing (404, as if missing); the sender,
 * who knows it exists, is told it is not theirs to mark (403).
 */
export function markReadRefusal(item: Delivered | null, callerId: number, refusals: ReadRefusals): Refusal | null {
  if (!item || (item.recipientId !== callerId && item.senderId !== callerId)) return notFound(refusals.notFound);
  if (item.recipientId !== callerId) return forbidden(refusals.notRecipient);
  return null;
}
