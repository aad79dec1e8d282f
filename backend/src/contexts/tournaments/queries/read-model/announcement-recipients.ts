import { QueryBus } from '@nestjs/cqrs';
import type { Transaction } from '../../../../platform/events';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { registrantAddresses } from '../../persistence/registrations.sql';

export interface AnnouncementRecipient {
  email: string;
  name: string;
}

/**
 * A tournament's players as an announcement reaches them: the enrolled (by their account) and the form's
 * registrants, one entry per e-mail address whatever its case; the account's name wins over the form's.
 */
export async function announcementRecipients(
  tx: Transaction,
  queries: QueryBus,
  tournamentId: number,
): Promise<AnnouncementRecipient[]> {
  const [participants, registrations] = await Promise.all([
    tx.manager.find(TournamentParticipant, {
      where: { tournamentId },
      select: { participantId: true },
      order: { participantId: 'ASC' },
    }),
    registrantAddresses(tx.manager, tournamentId),
  ]);
  const profiles = participants.length
    ? await tx.ask<UserProfile[]>(queries, new GetUserProfilesQuery(participants.map((p) => p.participantId)))
    : [];
  const byAddress = new Map<string, AnnouncementRecipient>();
  for (const profile of profiles) byAddress.set(profile.email.toLowerCase(), { email: profile.email, name: profile.firstName });
  for (const registration of registrations) {
    const key = registration.email.toLowerCase();
    if (!byAddress.has(key)) byAddress.set(key, { email: registration.email, name: registration.fullName });
  }
  return [...byAddress.values()];
}
