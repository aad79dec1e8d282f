/** One finished match; sides hold player ids (one for singles, two for doubles). */
export interface RatedMatch {
  /** 'YYYY-MM-DD' or a full ISO timestamp. */
  playedOn: string;
  sideA: string[];
  sideB: string[];
  winner: 'A' | 'B';
  /** Games (or points, at 11) per set, side A's first. */
  sets?: { a: number; b: number }[];
}

/** A player's rating on the familiar 1500 scale. */
export interface PlayerRating {
  value: number;
  deviation: number;
  matches: number;
}
