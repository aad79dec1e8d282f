import type { TournamentParticipant } from '@rallypoint/shared';
import type { UserProfile } from '../../../identity';
import type { ParticipantRow } from '../../persistence/participants.sql';

/**
 * An entry holding a place as GET /api/tournaments/{id}/participants shows it (docs/decisions/0013): the spec's fields
 * for an entry linked to an account (its profile's names, @username, level and contacts; participantId the user id),
 * and for an entry without one its full name split at the first space, its level the form's (L1-L5), no username.
 * Field by field: pages map up to 200 rows.
 */
export function toParticipantView(row: ParticipantRow, profile: UserProfile | undefined): TournamentParticipant {
  if (row.userId !== null && profile) {
    return {
      entryId: row.entryId,
      userId: row.userId,
      participantId: row.userId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      username: profile.username,
      email: profile.email,
      phone: profile.phone ?? row.phone,
      level: profile.level,
      registrationDate: row.registrationDate,
      status: row.status,
    };
  }
  const name = row.fullName.trim();
  const space = name.indexOf(' ');
  return {
    entryId: row.entryId,
    userId: row.userId,
    participantId: row.userId,
    firstName: space < 0 ? name : name.slice(0, space),
    lastName: space < 0 ? '' : name.slice(space + 1).trim(),
    username: null,
    email: row.email,
    phone: row.phone,
    level: row.skillLevel,
    registrationDate: row.registrationDate,
    status: row.status,
  };
}
