import {
  HANDEDNESS_LABELS,
  SKILL_LEVEL_LABELS,
  SPORT_LABELS,
  TIME_SLOT_LABELS,
  calendarDay,
  type RegistrationListItem,
} from '@rallypoint/shared';
import { toCsv } from '@/lib/download';

export const REGISTRATIONS_CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Sport',
  'Skill Level',
  'Handedness',
  'Available Times',
  'Registration Date',
  'Status',
] as const;

export const registrationsCsvFilename = (tournamentId: number) => `tournament-${tournamentId}-registrations.csv`;

function labelOf<T extends string>(labels: Record<T, string>, value: string | null): string {
  return value ? (labels[value as T] ?? value) : '';
}

function dayOf(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : calendarDay(date);
}

/** Spec §9 registrations CSV: labels rather than stored codes, time slots joined with '; '. */
export function buildRegistrationsCsv(registrations: readonly RegistrationListItem[]): string {
  const rows = registrations.map((registration) => [
    registration.fullName,
    registration.email,
    registration.phone,
    labelOf(SPORT_LABELS, registration.sport),
    labelOf(SKILL_LEVEL_LABELS, registration.skillLevel),
    labelOf(HANDEDNESS_LABELS, registration.handedness),
    registration.availableTimes.map((slot) => labelOf(TIME_SLOT_LABELS, slot)).join('; '),
    dayOf(registration.registrationDate),
    registration.status,
  ]);
  return toCsv([REGISTRATIONS_CSV_HEADER, ...rows]);
}
