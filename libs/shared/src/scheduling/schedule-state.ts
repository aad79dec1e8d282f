import { CourtTimes } from './court-times';
import { earliestSlot, type Slot, type SlotSearch } from './earliest-slot';
import type { Score } from './objective';
import { PlayerTimes } from './player-times';
import { ScoreKeeper } from './score-keeper';
import type { SearchProblem } from './search-problem';

/**
 * One schedule the search is working on: where each match is, the courts' and players' taken times, and its score
 * (score-keeper.ts), all kept up to date as matches are placed and taken off so that a move costs little. Changes are
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
  private readonly scoreKeeper: ScoreKeeper;
  /** Each change, as the match and its place before it (start NaN: it had none), so that it can be undone. */
  private readonly changed: number[] = [];
  private readonly startBefore: number[] = [];
  private readonly courtBefore: number[] = [];
  private readonly dateBefore: (string | undefined)[] = [];
  private readonly search: SlotSearch;
  private placedCount = 0;

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
    this.scoreKeeper = new ScoreKeeper(problem, {
      isPlaced: (index) => this.isPlaced(index),
      isLocked: (index) => this.isLocked(index),
      startOf: (index) => this.starts[index],
      endOf: (index) => this.endOf(index),
      dateOf: (index) => this.dateOf[index],
    });
    this.search = {
      windows: [],
      length: 0,
      notBefore: 0,
      notAfter: 0,
      courts: this.courts,
      players: [],
      rest: problem.context.rest,
    };
    for (const lock of problem.locks) {
      this.locked[lock.index] = 1;
      this.apply(lock.index, lock.start, lock.court, lock.date);
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
    this.record(index);
    if (this.isPlaced(index)) this.remove(index);
    this.apply(index, slot.start, slot.court, slot.date);
  }

  unplace(index: number): void {
    if (!this.isPlaced(index)) return;
    this.record(index);
    this.remove(index);
  }

  checkpoint(): number {
    return this.changed.length;
  }

  /** Undoes every change since the checkpoint. */
  rollback(checkpoint: number): void {
    while (this.changed.length > checkpoint) {
      const index = this.changed.pop()!;
      const [start, court, date] = [this.startBefore.pop()!, this.courtBefore.pop()!, this.dateBefore.pop()];
      if (this.isPlaced(index)) this.remove(index);
      if (!Number.isNaN(start)) this.apply(index, start, court, date!);
    }
  }

  /** Drops the journal: what is there now can no longer be rolled back. */
  forget(): void {
    this.changed.length = 0;
    this.startBefore.length = 0;
    this.courtBefore.length = 0;
    this.dateBefore.length = 0;
  }

  private record(index: number): void {
    this.changed.push(index);
    this.startBefore.push(this.starts[index]);
    this.courtBefore.push(this.courtOf[index]);
    this.dateBefore.push(this.dateOf[index]);
  }

  /** How many matches have a place (locked ones included): the first part of the score, cheap to read. */
  get placed(): number {
    return this.placedCount;
  }

  /**
   * Stops keeping the parts of the score beyond the count up to date (a search that reads only the count moves
   * faster), or starts again, counting them afresh.
   */
  keepScore(on: boolean): void {
    this.scoreKeeper.pause(!on);
  }

  score(): Score {
    return this.scoreKeeper.score(this.placedCount);
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
    return earliestSlot(this.slotSearch(index, notBefore, notAfter));
  }

  /** The search's terms for a match, in one object reused from call to call (the search runs many thousands). */
  private slotSearch(index: number, notBefore: number, notAfter: number): SlotSearch {
    const search = this.search;
    search.windows = this.problem.windows[index];
    search.length = this.problem.context.minutes[index];
    search.notBefore = notBefore;
    search.notAfter = notAfter;
    search.players = this.timesOf[index];
    return search;
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
    const inversionsAt = (start: number) => this.scoreKeeper.inversionsAt(index, start);
    return late && inversionsAt(late.start) < inversionsAt(earliest.start) ? late : earliest;
  }

  private apply(index: number, start: number, court: number, date: string): void {
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
    this.scoreKeeper.placed(index);
  }

  private remove(index: number): void {
    const start = this.starts[index];
    const court = this.courtOf[index];
    const end = this.endOf(index);
    this.scoreKeeper.removing(index);
    this.courts[court].release(start, end);
    const list = this.onCourt[court];
    list.splice(list.indexOf(index), 1);
    for (const times of this.timesOf[index]) times.release(start, end);
    this.starts[index] = NaN;
    this.courtOf[index] = -1;
    this.dateOf[index] = undefined;
    this.placedCount--;
  }
}
