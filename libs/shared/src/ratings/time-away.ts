// Deviation grows while a player is away: a rating last confirmed long ago says less about them today.
import type { RatingParameters } from './parameters';
import { toPhi } from './rating-scale';

const MS_PER_DAY = 86_400_000;
const DAYS_PER_YEAR = 365;

/** Days since 1970 (fractional for timestamps); accepts 'YYYY-MM-DD' or a full ISO timestamp. */
export function dayNumber(date: string): number {
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) throw new Error(`Not a date: ${JSON.stringify(date)}`);
  return ms / MS_PER_DAY;
}

export type TimeAway = (phi: number, sigma: number, days: number) => number;

/**
 * phi after `days` away: the volatility accrues per (fractional) rating period, plus the constant drift, in
 * quadrature; capped at the initial deviation, since a returning player is never less known than a new one.
 */
export function timeAway(parameters: RatingParameters): TimeAway {
  const maxPhi = toPhi(parameters.initialDeviation);
  const idlePhi2PerDay = toPhi(parameters.idleDeviationPerYear) ** 2 / DAYS_PER_YEAR;
  const { periodDays } = parameters;
  return (phi, sigma, days) => {
    if (!(days > 0)) return phi;
    const phi2 = phi * phi + days * ((sigma * sigma) / periodDays + idlePhi2PerDay);
    return Math.min(Math.sqrt(phi2), maxPhi);
  };
}
