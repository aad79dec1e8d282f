/**
 * A small seeded generator (mulberry32): the search draws its random choices from it, so the same input and seed
 * always give the same schedule.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, below). */
export const randomBelow = (random: () => number, below: number): number => Math.floor(random() * below);
