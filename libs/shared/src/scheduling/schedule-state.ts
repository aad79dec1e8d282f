import { CourtTimes } from './court-times';
import { earliestSlot, type Slot } from './earliest-slot';
import type { Score } from './objective';
import { PlayerTimes } from './player-times';
import type { SearchProblem } from './search-problem';

/** A match's place before a change (null: it had none), so the change can be undone. */
interface Change {
  index: number;
  before: Slot | null;
}

/**
 * One schedule the search is working on: where each match is, the courts' and players' taken times, and the parts
 * of its score, all kept up to date as matches are placed and taken off so that a move costs little. Changes are
 * journaled: `rollback` undoes everything since a `checkpoint`. Locked placements are placed at the start and never
 * moved. `searches` counts slot searches: the search's budget is counted in them, never in time, so the same input
 * always gives the same schedule.
 */
export class ScheduleState {
  searches = 0;
  private readonly starts: Float64Array;
  private readonly courtOf: Int32Array;
  private readonly dateOf: (string | undefined)[];
  private readonly locked: Uint8Array;
  private readonly courts: CourtTimes[];
  private readonly onCourt: number[][];
  private readonly playerTimes: PlayerTimes[];
  private readonly timesOf: (readonly PlayerTimes[])[];
  private readonly waitOf: Float64Array;
  private journal: Change[] = [];
  private placedCount = 0;
  private inversions = 0;
  private waits = 0;
  private startSum = 0;
  private lastEnd = -Infinity;
  private lastEndStale = false;

  constructor(readonly problem: SearchProblem) {
    const size = problem.context.matches.length;
    this.starts = new Float64Array(size).fill(NaN);
    this.courtOf = new Int32Array(size).fill(-1);
    this.dateOf = new Array(size).fill(undefined);
    this.locked = new Uint8Array(size);
    this.courts = Array.from({ length: problem.courtCount }, () => new CourtTimes());
    this.onCourt = Array.from({ length: problem.courtCount }, () => []);
    this.playerTimes = problem.matchesOf.map(() => new PlayerTimes());
    this.timesOf = problem.playersOf.map((players) => players.map((p) => this.playerTimes[p]));
    this.waitOf = new Float64Array(problem.matchesOf.length);
    for (const lock of problem.locks) {
      this.locked[lock.index] = 1;
      this.apply(lock.index, lock);
    }
  }

  isPlaced(index: number): boolean {
    return !Number.isNaN(this.starts[index]);
  }

  isLocked(index: number): boolean {
    return this.locked[index] === 1;
  }

  startOf(index: number): number {
    return this.starts[index];
  }

  endOf(index: number): number {
    return this.starts[index] + this.problem.context.minutes[index];
  }

  slotOf(index: number): Slot | null {
    return this.isPlaced(index) ? { start: this.starts[index], court: this.courtOf[index], date: this.dateOf[index]! } : null;
  }

  /** The first court in order free from `start` to `end`, or -1. */
  firstFreeCourt(start: number, end: number): number {
    return this.courts.findIndex((court) => court.isFree(start, end));
  }

  /** Matches on a court, by start. */
  placedOn(court: number): readonly number[] {
    return this.onCourt[court];
  }

  place(index: number, slot: Slot): void {
    this.journal.push({ index, before: this.slotOf(index) });
    if (this.isPlaced(index)) this.remove(index);
    this.apply(index, slot);
  }

  unplace(index: number): void {
    if (!this.isPlaced(index)) return;
    this.journal.push({ index, before: this.slotOf(index) });
    this.remove(index);
  }

  checkpoint(): number {
    return this.journal.length;
  }

  /** Undoes every change since the checkpoint. */
  rollback(checkpoint: number): void {
    while (this.journal.length > checkpoint) {
      const { index, before } = this.journal.pop()!;
      if (this.isPlaced(index)) this.remove(index);
      if (before) this.apply(index, before);
    }
  }

  /** Drops the journal: what is there now can no longer be rolled back. */
  forget(): void {
    this.journal = [];
  }

  score(): Score {
    return {
      placed: this.placedCount,
      inversions: this.inversions,
      makespan: this.makespan(),
      waits: this.waits,
      starts: this.startSum,
    };
  }

  /** The latest end of the matches it waits for that have a place (-Infinity when none). */
  notBefore(index: number): number {
    let after = -Infinity;
    for (const { list, count } of this.problem.context.prerequisites[index]) {
      for (let k = 0; k < count; k++) if (this.isPlaced(list[k])) after = Math.max(after, this.endOf(list[k]));
    }
    return after;
  }

  /** The earliest start of the matches waiting for it that have a place (Infinity when none). */
  notAfter(index: number): number {
    let before = Infinity;
    for (const { list, from } of this.problem.context.dependents[index]) {
      for (let k = from; k < list.length; k++) if (this.isPlaced(list[k])) before = Math.min(before, this.starts[list[k]]);
    }
    return before;
  }

  /** Where it would keep the league round order with the placed matches of its players: after and before which. */
  roundBounds(index: number): { after: number; before: number } {
    const round = this.problem.context.matches[index].round;
    let after = -Infinity;
    let before = Infinity;
    for (const peer of this.problem.roundPeers[index]) {
      if (!this.isPlaced(peer)) continue;
      if (this.problem.context.matches[peer].round < round) after = Math.max(after, this.endOf(peer));
      else before = Math.min(before, this.starts[peer]);
    }
    return { after, before };
  }

  /**
   * The earliest place for a match that keeps every rule with the matches placed now, starting at `from` or later;
   * `inRoundOrder` also keeps it between its players' earlier and later league rounds. Null when there is none.
   */
  findSlot(index: number, from = -Infinity, inRoundOrder = false): Slot | null {
    this.searches++;
    let notBefore = Math.max(from, this.notBefore(index));
    let notAfter = this.notAfter(index);
    if (inRoundOrder) {
      const { after, before } = this.roundBounds(index);
      notBefore = Math.max(notBefore, after);
      notAfter = Math.min(notAfter, before);
    }
    return earliestSlot({
      windows: this.problem.windows[index],
      length: this.problem.context.minutes[index],
      notBefore,
      notAfter,
      courts: this.courts,
      players: this.timesOf[index],
      rest: this.problem.context.rest,
    });
  }

  /**
   * Round order first; when that has no place, the earliest place or the earliest after its players' earlier
   * rounds, whichever puts fewer of their league matches out of order.
   */
  findSlotPreferringRoundOrder(index: number, from = -Infinity): Slot | null {
    if (!this.problem.roundPeers[index].length) return this.findSlot(index, from);
    const inOrder = this.findSlot(index, from, true);
    if (inOrder) return inOrder;
    const earliest = this.findSlot(index, from);
    if (!earliest) return null;
    const { after } = this.roundBounds(index);
    const late = after > earliest.start ? this.findSlot(index, Math.max(from, after)) : null;
    return late && this.inversionsAt(index, late.start) < this.inversionsAt(index, earliest.start) ? late : earliest;
  }

  /** League round-order inversions the match would make with its placed peers if it started then. */
  inversionsAt(index: number, start: number): number {
    const { matches } = this.problem.context;
    const round = matches[index].round;
    let count = 0;
    for (const peer of this.problem.roundPeers[index]) {
      if (!this.isPlaced(peer)) continue;
      const other = this.starts[peer];
      if (matches[peer].round < round ? other > start : other < start) count++;
    }
    return count;
  }

  private makespan(): number {
    if (this.lastEndStale) {
      this.lastEnd = -Infinity;
      for (let i = 0; i < this.starts.length; i++) {
        if (this.isPlaced(i) && !this.locked[i]) this.lastEnd = Math.max(this.lastEnd, this.endOf(i));
      }
      this.lastEndStale = false;
    }
    return this.lastEnd;
  }

  private apply(index: number, { start, court, date }: Slot): void {
    const end = start + this.problem.context.minutes[index];
    this.starts[index] = start;
    this.courtOf[index] = court;
    this.dateOf[index] = date;
    this.courts[court].take(start, end);
    const list = this.onCourt[court];
    let at = list.length;
    while (at > 0 && this.starts[list[at - 1]] > start) at--;
    list.splice(at, 0, index);
    for (const times of this.timesOf[index]) times.take(start, end, date);
    this.placedCount++;
    this.inversions += this.inversionsWith(index);
    if (!this.locked[index]) {
      this.startSum += start;
      if (!this.lastEndStale) this.lastEnd = Math.max(this.lastEnd, end);
    }
    for (const player of this.problem.playersOf[index]) this.updateWait(player);
  }

  private remove(index: number): void {
    const start = this.starts[index];
    const court = this.courtOf[index];
    const end = this.endOf(index);
    this.inversions -= this.inversionsWith(index);
    this.courts[court].release(start, end);
    const list = this.onCourt[court];
    list.splice(list.indexOf(index), 1);
    for (const times of this.timesOf[index]) times.release(start, end);
    this.starts[index] = NaN;
    this.courtOf[index] = -1;
    this.dateOf[index] = undefined;
    this.placedCount--;
    if (!this.locked[index]) {
      this.startSum -= start;
      if (end >= this.lastEnd) this.lastEndStale = true;
    }
    for (const player of this.problem.playersOf[index]) this.updateWait(player);
  }

  private inversionsWith(index: number): number {
    return this.inversionsAt(index, this.starts[index]);
  }

  private updateWait(player: number): void {
    const own = this.problem.matchesOf[player].filter((i) => this.isPlaced(i)).sort((a, b) => this.starts[a] - this.starts[b]);
    let wait = 0;
    for (let k = 1; k < own.length; k++) {
      const [before, after] = [own[k - 1], own[k]];
      if (this.dateOf[before] !== this.dateOf[after]) continue;
      wait += Math.max(0, this.starts[after] - this.endOf(before) - this.problem.context.rest);
    }
    this.waits += wait - this.waitOf[player];
    this.waitOf[player] = wait;
  }
}
