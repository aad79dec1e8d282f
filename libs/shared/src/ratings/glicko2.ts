// The Glicko-2 maths, following Mark Glickman's paper "Example of the Glicko-2 system".
// Everything here works on the Glicko-2 scale (mu, phi); rating-scale.ts converts to the familiar 1500 scale.

/** Mutable so the rating book can update players in place without allocating on every match. */
export interface Glicko2State {
  mu: number;
  phi: number;
  sigma: number;
}

/** Convergence tolerance of the volatility iteration (the paper's epsilon). */
const CONVERGENCE = 0.000001;
/** Bounds on the iterations, so a pathological input cannot stall a batch of updates. */
const MAX_BRACKET_STEPS = 100;
const MAX_ILLINOIS_STEPS = 100;
/** Keeps v finite when a result was all but certain. */
const MIN_INFORMATION = 1e-12;

const THREE_OVER_PI_SQUARED = 3 / (Math.PI * Math.PI);

/** The paper's g(phi): how much an opponent's uncertainty dampens what a result says. */
export function g(phi: number): number {
  return 1 / Math.sqrt(1 + THREE_OVER_PI_SQUARED * phi * phi);
}

/** The paper's E: expected score for a rating muDiff above an opponent whose deviation is opponentPhi. */
export function expectedScore(muDiff: number, opponentPhi: number): number {
  return 1 / (1 + Math.exp(-g(opponentPhi) * muDiff));
}

/** One game's contribution to 1/v (the paper's step 3 sum): g^2 * E * (1 - E). */
export function information(gOpponent: number, expected: number): number {
  return Math.max(gOpponent * gOpponent * expected * (1 - expected), MIN_INFORMATION);
}

/**
 * Step 5 of the paper: the new volatility sigma', found with the Illinois variant of regula falsi.
 * `v` is the estimated variance from the period's games and `delta` the estimated improvement.
 */
export function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const delta2 = delta * delta;
  const tau2 = tau * tau;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const denominator = phi2 + v + ex;
    return (ex * (delta2 - phi2 - v - ex)) / (2 * denominator * denominator) - (x - a) / tau2;
  };

  let lower = a;
  let upper: number;
  if (delta2 > phi2 + v) {
    upper = Math.log(delta2 - phi2 - v);
  } else {
    let k = 1;
    while (k < MAX_BRACKET_STEPS && f(a - k * tau) < 0) k++;
    upper = a - k * tau;
  }

  let fLower = f(lower);
  let fUpper = f(upper);
  for (let step = 0; step < MAX_ILLINOIS_STEPS && Math.abs(upper - lower) > CONVERGENCE; step++) {
    const next = lower + ((lower - upper) * fLower) / (fUpper - fLower);
    const fNext = f(next);
    if (fNext * fUpper <= 0) {
      lower = upper;
      fLower = fUpper;
    } else {
      fLower /= 2;
    }
    upper = next;
    fUpper = fNext;
  }
  return Math.exp(lower / 2);
}

/**
 * Steps 5 to 7 of the paper for one rating period, in place.
 * `informationSum` is the sum of g^2 E (1 - E) over the period's games (so v = 1 / informationSum) and
 * `surpriseSum` the sum of g * (s - E).
 */
export function applyRatingPeriod(player: Glicko2State, informationSum: number, surpriseSum: number, tau: number): void {
  const v = 1 / informationSum;
  const sigma = newVolatility(player.phi, player.sigma, v, v * surpriseSum, tau);
  const phiStar2 = player.phi * player.phi + sigma * sigma;
  const phi2 = 1 / (1 / phiStar2 + informationSum);
  player.mu += phi2 * surpriseSum;
  player.phi = Math.sqrt(phi2);
  player.sigma = sigma;
}
