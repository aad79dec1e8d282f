// Deviation grows while a player is away: a rating last confirmed long ago says less about them today.
import { DEFAULT_PHI, toPhi } from './rating-scale';

const MS_PER_DAY = 86_400_000;
/** Days in one Glicko-2 rating period of volatility drift (the paper's step 6, applied per idle period). */
export const PERIOD_DAYS = 30;
/** A settled deviation (50) drifts back to the default (350) after this long without a match. */
const SETTLED_DEVIATION = 50;
const DAYS_BACK_TO_UNRATED = 10 * 365;
/** Glicko-1 style constant drift per idle day (phi squared, Glicko-2 scale): about 110 points a year, in quadrature. */
const IDLE_PHI2_PER_DAY = (DEFAULT_PHI ** 2 - toPhi(SETTLED_DEVIATION) ** 2) / DAYS_BACK_TO_UNRATED;

/** Days since 1970 (fractional for timestamps); accepts 'YYYY-MM-DD' or a full ISO timestamp. */
export function dayNumber(date: string): number {
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) throw new Error(`Not a date: ${JSON.stringify(date)}`);
  return ms / MS_PER_DAY;
}

/** phi after `days` away: volatility accrues per (fractional) period, plus the constant drift; capped at the default. */
export function phiAfterTimeAway(phi: number, sigma: number, days: number): number {
  if (!(days > 0)) return phi;
  const phi2 = phi * phi + days * ((sigma * sigma) / PERIOD_DAYS + IDLE_PHI2_PER_DAY);
  return Math.min(Math.sqrt(phi2), DEFAULT_PHI);
}
