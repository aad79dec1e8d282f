/** First index whose value is above `value` (or at least it, with `orEqual`) in an ascending list. */
export function firstAbove(values: ArrayLike<number>, value: number, orEqual: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid] < value || (!orEqual && values[mid] === value)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The times a court is taken (epoch minutes). Each booking is kept as given, sorted by start, so one can be released
 * again; the search reads a joined copy (overlapping or touching times as one, since locked placements may overlap),
 * rebuilt after a change, so a free start is a binary search away.
 */
export class CourtTimes {
  private readonly bookedStarts: number[] = [];
  private readonly bookedEnds: number[] = [];
  private starts: number[] = [];
  private ends: number[] = [];
  private stale = false;

  /** Marks [start, end) taken. */
  take(start: number, end: number): void {
    const at = firstAbove(this.bookedStarts, start, false);
    this.bookedStarts.splice(at, 0, start);
    this.bookedEnds.splice(at, 0, end);
    this.stale = true;
  }

  /** Frees one booking of exactly [start, end); a booking never taken is ignored. */
  release(start: number, end: number): void {
    for (
      let i = firstAbove(this.bookedStarts, start, true);
      i < this.bookedStarts.length && this.bookedStarts[i] === start;
      i++
    ) {
      if (this.bookedEnds[i] !== end) continue;
      this.bookedStarts.splice(i, 1);
      this.bookedEnds.splice(i, 1);
      this.stale = true;
      return;
    }
  }

  /** Whether [start, end) touches no booking. */
  isFree(start: number, end: number): boolean {
    return this.earliestFree(start, end - start) === start;
  }

  /** The earliest start at or after `from` with `length` free minutes. */
  earliestFree(from: number, length: number): number {
    if (this.stale) this.join();
    let start = from;
    for (let i = firstAbove(this.ends, start, false); i < this.starts.length; i++) {
      if (this.starts[i] >= start + length) break;
      start = this.ends[i];
    }
    return start;
  }

  private join(): void {
    const starts: number[] = [];
    const ends: number[] = [];
    for (let i = 0; i < this.bookedStarts.length; i++) {
      const last = ends.length - 1;
      if (last >= 0 && this.bookedStarts[i] <= ends[last]) ends[last] = Math.max(ends[last], this.bookedEnds[i]);
      else {
        starts.push(this.bookedStarts[i]);
        ends.push(this.bookedEnds[i]);
      }
    }
    this.starts = starts;
    this.ends = ends;
    this.stale = false;
  }
}
