import type { Score } from './objective';
import type { SearchProblem } from './search-problem';

/** What the score reads of a schedule's placements. */
export interface Placements {
  isPlaced(index: number): boolean;
  isLocked(index: number): boolean;
  startOf(index: number): number;
  endOf(index: number): number;
  dateOf(index: number): string | undefined;
}

/**
 * The parts of a schedule's score beyond the count (objective.ts), kept up to date as matches are placed and taken
 * off: league round inversions and the sum of starts at once, the last end and players' waits when next read (only
 * the players whose matches moved are counted again). It can be paused while a search reads only the count, and
 * counts everything afresh when it starts again.
 */
export class ScoreKeeper {
  private readonly waitOf: Float64Array;
  private readonly waitStale: Uint8Array;
  private readonly stalePlayers: number[] = [];
  private readonly own: number[] = [];
  private inversions = 0;
  private waits = 0;
  private startSum = 0;
  private lastEnd = -Infinity;
  private lastEndStale = false;
  private paused = false;

  constructor(
    private readonly problem: SearchProblem,
    private readonly placements: Placements,
  ) {
    this.waitOf = new Float64Array(problem.matchesOf.length);
    this.waitStale = new Uint8Array(problem.matchesOf.length);
  }

  /** Stops keeping count, or starts again, counting afresh. */
  pause(paused: boolean): void {
    if (this.paused && !paused) this.recount();
    this.paused = paused;
  }

  score(placed: number): Score {
    if (this.paused) this.recount();
    return { placed, inversions: this.inversions, makespan: this.makespan(), waits: this.countWaits(), starts: this.startSum };
  }

  /** Call once a match has its place. */
  placed(index: number): void {
    if (this.paused) return;
    const { placements } = this;
    this.inversions += this.inversionsAt(index, placements.startOf(index));
    if (!placements.isLocked(index)) {
      this.startSum += placements.startOf(index);
      if (!this.lastEndStale) this.lastEnd = Math.max(this.lastEnd, placements.endOf(index));
    }
    this.waitsChanged(index);
  }

  /** Call just before a match loses its place. */
  removing(index: number): void {
    if (this.paused) return;
    const { placements } = this;
    this.inversions -= this.inversionsAt(index, placements.startOf(index));
    if (!placements.isLocked(index)) {
      this.startSum -= placements.startOf(index);
      if (placements.endOf(index) >= this.lastEnd) this.lastEndStale = true;
    }
    this.waitsChanged(index);
  }

  /** League round-order inversions the match would make with its placed peers if it started then. */
  inversionsAt(index: number, start: number): number {
    const { matches } = this.problem.context;
    const round = matches[index].round;
    let count = 0;
    for (const peer of this.problem.roundPeers[index]) {
      if (!this.placements.isPlaced(peer)) continue;
      const other = this.placements.startOf(peer);
      if (matches[peer].round < round ? other > start : other < start) count++;
    }
    return count;
  }

  private recount(): void {
    const { placements } = this;
    let inversions = 0;
    this.startSum = 0;
    for (let index = 0; index < this.problem.context.matches.length; index++) {
      if (!placements.isPlaced(index)) continue;
      inversions += this.inversionsAt(index, placements.startOf(index));
      if (!placements.isLocked(index)) this.startSum += placements.startOf(index);
    }
    // Each pair out of order was counted from both ends.
    this.inversions = inversions / 2;
    this.lastEndStale = true;
    for (let player = 0; player < this.waitOf.length; player++) this.markStale(player);
  }

  private makespan(): number {
    if (this.lastEndStale) {
      this.lastEnd = -Infinity;
      for (const index of this.problem.free) {
        if (this.placements.isPlaced(index)) this.lastEnd = Math.max(this.lastEnd, this.placements.endOf(index));
      }
      this.lastEndStale = false;
    }
    return this.lastEnd;
  }

  private waitsChanged(index: number): void {
    for (const player of this.problem.playersOf[index]) this.markStale(player);
  }

  private markStale(player: number): void {
    if (this.waitStale[player]) return;
    this.waitStale[player] = 1;
    this.stalePlayers.push(player);
  }

  private countWaits(): number {
    for (const player of this.stalePlayers) {
      this.waitStale[player] = 0;
      const wait = this.waitOfPlayer(player);
      this.waits += wait - this.waitOf[player];
      this.waitOf[player] = wait;
    }
    this.stalePlayers.length = 0;
    return this.waits;
  }

  /** One player's waits: their placed matches by start, the idle time beyond the rest between each two on a day. */
  private waitOfPlayer(player: number): number {
    const { placements, own } = this;
    own.length = 0;
    for (const index of this.problem.matchesOf[player]) {
      if (!placements.isPlaced(index)) continue;
      let at = own.length;
      while (at > 0 && placements.startOf(own[at - 1]) > placements.startOf(index)) at--;
      own.splice(at, 0, index);
    }
    let wait = 0;
    for (let k = 1; k < own.length; k++) {
      const [before, after] = [own[k - 1], own[k]];
      if (placements.dateOf(before) !== placements.dateOf(after)) continue;
      wait += Math.max(0, placements.startOf(after) - placements.endOf(before) - this.problem.context.rest);
    }
    return wait;
  }
}
