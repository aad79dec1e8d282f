// The familiar display scale (Glicko-1 numbers) and its conversion to the Glicko-2 scale.

export const RATING_DEFAULT = 1500;
export const RATING_DEFAULT_DEVIATION = 350;
/** Glickman's conversion factor between the two scales (400 / ln 10). */
export const GLICKO2_SCALE = 173.7178;

export function toMu(value: number): number {
  return (value - RATING_DEFAULT) / GLICKO2_SCALE;
}

export function toPhi(deviation: number): number {
  return deviation / GLICKO2_SCALE;
}

export function toValue(mu: number): number {
  return RATING_DEFAULT + GLICKO2_SCALE * mu;
}

export function toDeviation(phi: number): number {
  return GLICKO2_SCALE * phi;
}
