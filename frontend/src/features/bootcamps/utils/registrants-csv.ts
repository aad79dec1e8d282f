import { calendarDay, toCsv, type BootcampRegistrant } from '@rallypoint/shared';

export const REGISTRANTS_CSV_HEADER = ['Name', 'Email', 'Registration Date'] as const;

export const registrantsCsvFilename = (bootcampId: number) => `bootcamp-${bootcampId}-registrations.csv`;

/** Manage Registrations CSV: name, e-mail, registration day. */
export function buildRegistrantsCsv(registrants: readonly BootcampRegistrant[]): string {
  const rows = registrants.map((registrant) => [
    registrant.name ?? 'Unknown',
    registrant.email ?? '',
    calendarDay(new Date(registrant.registeredAt)),
  ]);
  return toCsv([REGISTRANTS_CSV_HEADER, ...rows]);
}
