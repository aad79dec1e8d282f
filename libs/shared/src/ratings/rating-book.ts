// An online Glicko-2 rating book: each match is its own rating period, applied as it is recorded.
import type { Sport } from '../constants/sports';
import { checkSides, checkWinner } from './check-sides';
import { applyRatingPeriod, g, type Glicko2State, information } from './glicko2';
import { winnerScore } from './margin';
import { ratingParameters, type RatingParameters } from './parameters';
import { toDeviation, toMu, toPhi, toValue } from './rating-scale';
import { dayNumber, timeAway } from './time-away';
import type { PlayerRating, RatedMatch } from './types';

/** A player's whole state in the book: resuming from it continues exactly where the book left off. */
export interface RatingSnapshot extends Glicko2State {
  matches: number;
  /** Day number of the player's last recorded match. */
  lastDay: number;
}

type PlayerState = RatingSnapshot;

export interface RatingBookOptions {
  /** Tennis unless given; picks the margin weight. */
  sport?: Sport;
  /** Changes to the defaults (DEFAULT_RATING_PARAMETERS and the sport's margin weight). */
  parameters?: Partial<RatingParameters>;
}

export function createRatingBook(options: RatingBookOptions = {}): RatingBook {
  return resumeRatingBook(new Map(), options);
}

/**
 * A book that starts from players' saved snapshots instead of empty, and gives them back: a projection that keeps
 * them records only the new matches instead of replaying every match since the first (docs/results-and-ratings.md).
 */
export function resumeRatingBook(snapshots: ReadonlyMap<string, RatingSnapshot>, options: RatingBookOptions = {}) {
  const parameters = ratingParameters(options.sport ?? 'tennis', options.parameters);
  const { marginWeight, tau } = parameters;
  const initialMu = toMu(parameters.initialRating);
  const initialPhi = toPhi(parameters.initialDeviation);
  const phiAfterTimeAway = timeAway(parameters);
  const players = new Map<string, PlayerState>();
  for (const [id, snapshot] of snapshots) players.set(id, { ...snapshot });

  // Matches arrive in date order, so consecutive ones usually share a date: parse each date string once.
  let parsedDate = '';
  let parsedDay = 0;
  const dayOf = (date: string): number => {
    if (date !== parsedDate) {
      parsedDay = dayNumber(date);
      parsedDate = date;
    }
    return parsedDay;
  };

  /** The player's state as of `day`, created at the default if new, with deviation grown for time away. */
  const playerOn = (id: string, day: number): PlayerState => {
    let player = players.get(id);
    if (player === undefined) {
      player = { mu: initialMu, phi: initialPhi, sigma: parameters.initialVolatility, matches: 0, lastDay: day };
      players.set(id, player);
    } else {
      player.phi = phiAfterTimeAway(player.phi, player.sigma, day - player.lastDay);
      // A match dated before the last one (out of order) adds no time away and does not wind the clock back.
      if (day > player.lastDay) player.lastDay = day;
    }
    return player;
  };

  /** A side as one opponent for prediction, without touching the book; deviations grown to `day` when given. */
  const composite = (side: readonly string[], day: number | undefined): { mu: number; phi2: number } => {
    let mu = 0;
    let phi2 = 0;
    for (let i = 0; i < side.length; i++) {
      const player = players.get(side[i]);
      if (player === undefined) {
        mu += initialMu;
        phi2 += initialPhi * initialPhi;
        continue;
      }
      const phi = day === undefined ? player.phi : phiAfterTimeAway(player.phi, player.sigma, day - player.lastDay);
      mu += player.mu;
      phi2 += phi * phi;
    }
    return { mu: mu / side.length, phi2: phi2 / side.length };
  };

  /**
   * Each player on a side updates against the other side as one opponent. The expected score is the side's, not the
   * player's own, because the result says how the pair played: a strong player is not punished for a weak partner.
   */
  const updateSide = (side: readonly string[], muDiff: number, opponentPhi: number, score: number): void => {
    const gOpponent = g(opponentPhi);
    const expected = 1 / (1 + Math.exp(-gOpponent * muDiff));
    const info = information(gOpponent, expected);
    const surprise = gOpponent * (score - expected);
    for (let i = 0; i < side.length; i++) {
      const player = players.get(side[i]) as PlayerState;
      applyRatingPeriod(player, info, surprise, tau);
      player.matches++;
    }
  };

  return {
    parameters,

    record(match: RatedMatch): void {
      const { sideA, sideB, winner } = match;
      checkWinner(winner);
      checkSides(sideA, sideB);
      const day = dayOf(match.playedOn);
      const scoreA =
        winner === 'A' ? winnerScore(match.sets, true, marginWeight) : 1 - winnerScore(match.sets, false, marginWeight);

      // A side is one composite opponent: mean mu, root-mean-square phi; taken before anyone is updated.
      let muA = 0;
      let phi2A = 0;
      for (let i = 0; i < sideA.length; i++) {
        const player = playerOn(sideA[i], day);
        muA += player.mu;
        phi2A += player.phi * player.phi;
      }
      let muB = 0;
      let phi2B = 0;
      for (let i = 0; i < sideB.length; i++) {
        const player = playerOn(sideB[i], day);
        muB += player.mu;
        phi2B += player.phi * player.phi;
      }
      muA /= sideA.length;
      phi2A /= sideA.length;
      muB /= sideB.length;
      phi2B /= sideB.length;

      updateSide(sideA, muA - muB, Math.sqrt(phi2B), scoreA);
      updateSide(sideB, muB - muA, Math.sqrt(phi2A), 1 - scoreA);
    },

    winProbability(sideA: string[], sideB: string[], on?: string): number {
      checkSides(sideA, sideB);
      const day = on === undefined ? undefined : dayOf(on);
      const a = composite(sideA, day);
      const b = composite(sideB, day);
      return 1 / (1 + Math.exp(-g(Math.sqrt(a.phi2 + b.phi2)) * (a.mu - b.mu)));
    },

    rating(id: string): PlayerRating | null {
      const player = players.get(id);
      if (player === undefined) return null;
      return { value: toValue(player.mu), deviation: toDeviation(player.phi), matches: player.matches };
    },

    snapshot(id: string): RatingSnapshot | null {
      const player = players.get(id);
      return player === undefined ? null : { ...player };
    },
  };
}

export interface RatingBook {
  /** The parameters this book rates with, defaults filled in. */
  readonly parameters: Readonly<RatingParameters>;
  record(match: RatedMatch): void;
  winProbability(sideA: string[], sideB: string[], on?: string): number;
  rating(id: string): PlayerRating | null;
}

export type ResumableRatingBook = ReturnType<typeof resumeRatingBook>;
