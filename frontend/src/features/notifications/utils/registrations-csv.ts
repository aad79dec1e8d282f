import {
  HANDEDNESS_LABELS,
  REGISTRATION_STATUS_LABELS,
  SKILL_LEVEL_LABELS,
  SPORT_LABELS,
  TIME_SLOT_LABELS,
  calendarDay,
  toCsv,
  type RegistrationListItem,
} from '@rallypoint/shared';

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

/** The label of a code; a code with no label reads as words ('on_hold' → 'On hold'), never as the raw code. */
function labelOf(labels: Readonly<Record<string, string>>, value: string | null): string {
  if (!value) return '';
  if (labels[value]) return labels[value];
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function dayOf(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : calendarDay(date);
}

/** The registrations CSV: labels rather than stored codes, time slots joined with '; '. */
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
    labelOf(REGISTRATION_STATUS_LABELS, registration.status),
  ]);
  return toCsv([REGISTRATIONS_CSV_HEADER, ...rows]);
}
