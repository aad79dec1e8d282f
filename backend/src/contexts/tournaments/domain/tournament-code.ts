import { randomInt } from 'node:crypto';
import type { Sport } from '@rallypoint/shared';

const SPORT_PREFIX: Record<Sport, string> = { tennis: 'TNS', pickleball: 'PKL', table_tennis: 'TBT' };
// No 0/O or 1/I: codes are read out over the phone and typed from flyers.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 4;

/** A short code people can quote, e.g. 'TNS-2026-7KQ4'; uniqueness is enforced by the database. */
export function newTournamentCode(sport: Sport, startDate: string, pick: (max: number) => number = randomInt): string {
  const suffix = Array.from({ length: SUFFIX_LENGTH }, () => ALPHABET[pick(ALPHABET.length)]).join('');
  return `${SPORT_PREFIX[sport]}-${startDate.slice(0, 4)}-${suffix}`;
}
