import { skillLevelOfProfile, type TournamentRegistrationInput } from '@rallypoint/shared';
import type { NewEntry, EntryForm } from '../persistence/entries.sql';
import type { Tournament } from './tournament.entity';

/** What an entry made by Enroll takes from the account's profile (identity's UserProfile has these). */
export interface EntrantProfile {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  level: string | null;
}

/** The name an entry made by Enroll is shown by: "First Last", else the username (as the migration made them). */
export const profileName = (profile: Pick<EntrantProfile, 'firstName' | 'lastName' | 'username'>): string =>
  (`${profile.firstName} ${profile.lastName}`.trim() || profile.username).slice(0, 200);

/** The form's fields as an entry keeps them (the body schema has trimmed and checked each). */
export const entryFormOf = (form: TournamentRegistrationInput): EntryForm => ({
  fullName: form.fullName,
  email: form.email,
  phone: form.phone,
  skillLevel: form.skillLevel,
  skillDescription: form.skillDescription ?? null,
  handedness: form.handedness,
  availableTimes: form.availableTimes,
  commitmentAcknowledged: form.commitmentAcknowledged,
});

/** An entry made by the public form: pending, linked to `userId` when the e-mail is a verified account's. */
export const entryFromForm = (
  tournament: Pick<Tournament, 'id' | 'sport'>,
  form: TournamentRegistrationInput,
  userId: number | null,
): NewEntry => ({
  ...entryFormOf(form),
  tournamentId: tournament.id,
  sport: tournament.sport,
  userId,
  formFilled: true,
  status: 'pending',
});

/**
 * An entry made by Enroll, from the account's profile: registered, no form filled (no handedness, no time slots:
 * available all day), its level the tournament scale's nearest to the profile's (skillLevelOfProfile).
 */
export const entryFromProfile = (tournament: Pick<Tournament, 'id' | 'sport'>, profile: EntrantProfile): NewEntry => ({
  tournamentId: tournament.id,
  sport: tournament.sport,
  userId: profile.id,
  fullName: profileName(profile),
  email: profile.email,
  phone: profile.phone,
  skillLevel: skillLevelOfProfile(profile.level),
  skillDescription: null,
  handedness: null,
  availableTimes: [],
  commitmentAcknowledged: false,
  formFilled: false,
  status: 'registered',
});
