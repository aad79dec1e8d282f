import { BOOTCAMP_TYPE_LABELS } from '@rallypoint/shared';
import type { Bootcamp } from '../bootcamp.entity';
import { clockTime } from '../calendar';

export type BootcampFacts = Pick<
  Bootcamp,
  'title' | 'type' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'venue' | 'venueAddress'
>;

/** The dashboard with this bootcamp marked among the available ones (the frontend's `?bootcamp=`). */
export const bootcampOnDashboardUrl = (appUrl: string, bootcampId: number) => `${appUrl}/dashboard?bootcamp=${bootcampId}`;

/** 'Clinic' or 'Bootcamp', as people read it. */
export const kindOf = (bootcamp: Pick<Bootcamp, 'type'>): string => BOOTCAMP_TYPE_LABELS[bootcamp.type] ?? bootcamp.type;

/** The when and where lines every bootcamp e-mail carries. */
export function whenAndWhere(bootcamp: BootcampFacts): string[] {
  const dates = bootcamp.startDate === bootcamp.endDate ? bootcamp.startDate : `${bootcamp.startDate} to ${bootcamp.endDate}`;
  return [
    `Dates: ${dates}`,
    `Time: ${clockTime(bootcamp.startTime)} to ${clockTime(bootcamp.endTime)}`,
    `Venue: ${bootcamp.venue}, ${bootcamp.venueAddress}`,
  ];
}
