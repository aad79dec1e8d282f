import { SPORT_LABELS, type Sport, type SportRating } from '@rallypoint/shared';

/** Ratings are stored with decimals; people read whole numbers. */
export const wholeNumber = (value: number): string => String(Math.round(value));

export const sportLabel = (sport: Sport): string => SPORT_LABELS[sport] ?? sport;

/** "1623 ±85": the rating and its deviation (how far off it may still be). */
export function ratingValueText(rating: Pick<SportRating, 'value' | 'deviation'>): string {
  return `${wholeNumber(rating.value)} ±${wholeNumber(rating.deviation)}`;
}
