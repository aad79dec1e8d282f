import { calendarDay, csvRow, type BootcampRegistrant } from '@rallypoint/shared';

export const REGISTRANTS_CSV_HEADER = ['Name', 'Email', 'Registration Date'] as const;

export const registrantsCsvFilename = (bootcampId: number) => `bootcamp-${bootcampId}-registrations.csv`;

/** Manage Registrations CSV: name, e-mail, registration day; formula-like cells defused by csvRow. */
export function buildRegistrantsCsv(registrants: readonly BootcampRegistrant[]): string {
  const rows = registrants.map((registrant) => [
    registrant.name ?? 'Unknown',
    registrant.email ?? '',
    calendarDay(new Date(registrant.registeredAt)),
  ]);
  return [REGISTRANTS_CSV_HEADER, ...rows].map(csvRow).join('\r\n');
}
