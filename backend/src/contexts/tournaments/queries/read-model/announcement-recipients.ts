import type { Transaction } from '../../../../platform/events';
import { entryAddresses } from '../../persistence/entries.sql';

export interface AnnouncementRecipient {
  email: string;
  name: string;
}

/**
 * A tournament's players as an announcement reaches them: every entry holding a place, made by the form or by Enroll
 * (docs/decisions/0013), once per e-mail address whatever its case, by the name the entry is shown by.
 */
export async function announcementRecipients(tx: Transaction, tournamentId: number): Promise<AnnouncementRecipient[]> {
  const entries = await entryAddresses(tx.manager, tournamentId);
  return entries.map((entry) => ({ email: entry.email, name: entry.fullName }));
}
