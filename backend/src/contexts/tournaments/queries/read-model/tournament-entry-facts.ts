import type { EntryStatus, SkillLevel, TimeSlot } from '@rallypoint/shared';

/**
 * One entry as other contexts see it (docs/decisions/0013): one person in one tournament, made by the public form or
 * by Enroll. Fixture players and results name it by `entryId`; `userId` is the account it is linked to, if any.
 */
export interface TournamentEntryFacts {
  entryId: number;
  tournamentId: number;
  userId: number | null;
  /** The name the entry is shown by: the form's full name, or the profile's name for an entry made by Enroll. */
  name: string;
  /** Lower case; organizer-only data for views, but rules (linking, fixture snapshots) need it. */
  email: string;
  phone: string | null;
  /** The linked account's @username, telling namesakes apart where people are picked. */
  username: string | null;
  skillLevel: SkillLevel | null;
  skillDescription: string | null;
  /** The form's time slots; empty when the entry was made by Enroll and no form was filled: available all day. */
  availableTimes: TimeSlot[];
  status: EntryStatus;
  registrationDate: string;
}
