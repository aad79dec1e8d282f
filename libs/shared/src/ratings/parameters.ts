// What the rating book can be tuned by. The defaults are the app's; tools/bench/ratings-study.mjs fits them on
// real matches (docs/ratings-study.md). Numbers are on the familiar 1500 scale unless said otherwise.
import type { Sport } from '../constants/sports';
import { MARGIN_WEIGHT } from './margin';
import { RATING_DEFAULT, RATING_DEFAULT_DEVIATION } from './rating-scale';

export interface RatingParameters {
  /** A new player's rating. */
  initialRating: number;
  /** A new player's deviation; also the most a deviation grows back to while a player is away. */
  initialDeviation: number;
  /** A new player's Glicko-2 volatility (sigma, on the Glicko-2 scale). */
  initialVolatility: number;
  /** Glicko-2's system constant: how far volatility may move in one rating period. */
  tau: number;
  /**
   * Each match is its own rating period; while a player is away, their volatility adds its variance once per
   * this many days (the paper's step 6 for each idle period).
   */
  periodDays: number;
  /** Deviation gained per year away, in quadrature, on top of the volatility's (Glicko-1's constant c). */
  idleDeviationPerYear: number;
  /** Largest share of a point a narrow win gives up (margin.ts); defaults to the sport's. */
  marginWeight: number;
}

/** The defaults, apart from the margin, which is the sport's. */
export const DEFAULT_RATING_PARAMETERS: Readonly<Omit<RatingParameters, 'marginWeight'>> = Object.freeze({
  initialRating: RATING_DEFAULT,
  initialDeviation: RATING_DEFAULT_DEVIATION,
  // The paper's suggested starting volatility and a mid-range tau (it suggests 0.3 to 1.2).
  initialVolatility: 0.06,
  tau: 0.5,
  periodDays: 30,
  // A settled deviation of 50 drifts back to 350 after ten years without a match: about 110 points a year.
  idleDeviationPerYear: Math.sqrt((350 ** 2 - 50 ** 2) / 10),
});

/** The sport's parameters: the defaults, its margin weight, then `overrides`; refuses values the maths cannot use. */
export function ratingParameters(sport: Sport, overrides: Partial<RatingParameters> = {}): RatingParameters {
  if (!Object.hasOwn(MARGIN_WEIGHT, sport)) throw new Error(`Unknown sport: ${JSON.stringify(sport)}`);
  const parameters = { ...DEFAULT_RATING_PARAMETERS, marginWeight: MARGIN_WEIGHT[sport], ...overrides };
  checkParameters(parameters);
  return parameters;
}

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function checkParameters(p: RatingParameters): void {
  const positive: (keyof RatingParameters)[] = ['initialDeviation', 'initialVolatility', 'tau', 'periodDays'];
  for (const key of positive) {
    if (!isFiniteNumber(p[key]) || p[key] <= 0) throw new Error(`Rating parameter ${key} must be a positive number`);
  }
  if (!isFiniteNumber(p.initialRating)) throw new Error('Rating parameter initialRating must be a number');
  if (!isFiniteNumber(p.idleDeviationPerYear) || p.idleDeviationPerYear < 0) {
    throw new Error('Rating parameter idleDeviationPerYear must be zero or more');
  }
  // At 0.5 a narrow win would count as a draw.
  if (!isFiniteNumber(p.marginWeight) || p.marginWeight < 0 || p.marginWeight >= 0.5) {
    throw new Error('Rating parameter marginWeight must be at least 0 and below 0.5');
  }
}
