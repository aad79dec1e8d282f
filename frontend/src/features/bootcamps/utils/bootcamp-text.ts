import { BOOTCAMP_SKILL_LEVEL_LABELS, type Bootcamp } from '@rallypoint/shared';
import { formatDate } from '@/lib/format';

export const skillLevelLabel = (level: string): string =>
  BOOTCAMP_SKILL_LEVEL_LABELS[level as keyof typeof BOOTCAMP_SKILL_LEVEL_LABELS] ?? level;

/** 'Jul 1, 2026 – Jul 3, 2026', or one date for a one-day clinic. */
export const dateRange = ({ startDate, endDate }: Pick<Bootcamp, 'startDate' | 'endDate'>): string =>
  startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} – ${formatDate(endDate)}`;

/** The price as entered, two decimals ('$120.00'); a free one says so. */
export const priceLabel = (price: string): string => (Number(price) === 0 ? 'Free' : `$${price}`);

export const seatsLabel = (seatsLeft: number): string =>
  seatsLeft === 0 ? 'Full' : `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
