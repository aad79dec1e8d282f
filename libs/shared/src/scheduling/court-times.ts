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
 * The times a court is taken (epoch minutes). Each booking is kept as given, sorted by start, so that it can be
 * released again; the searches read the same times joined (overlapping or touching bookings as one busy stretch,
 * since locked placements may overlap and matches often follow each other), kept up to date on each change, so that
 * a free start is a binary search away however full the court is.
 */
export class CourtTimes {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly busyStarts: number[] = [];
  private readonly busyEnds: number[] = [];

  /** Marks [start, end) taken. */
  take(start: number, end: number): void {
    const at = firstAbove(this.starts, start, false);
    this.starts.splice(at, 0, start);
    this.ends.splice(at, 0, end);
    const from = firstAbove(this.busyEnds, start, true);
    let to = from;
    let joinedStart = start;
    let joinedEnd = end;
    for (; to < this.busyStarts.length && this.busyStarts[to] <= end; to++) {
      joinedStart = Math.min(joinedStart, this.busyStarts[to]);
      joinedEnd = Math.max(joinedEnd, this.busyEnds[to]);
    }
    this.busyStarts.splice(from, to - from, joinedStart);
    this.busyEnds.splice(from, to - from, joinedEnd);
  }

  /** Frees one booking of exactly [start, end); a booking never taken is ignored. */
  release(start: number, end: number): void {
    let at = firstAbove(this.starts, start, true);
    while (at < this.starts.length && this.starts[at] === start && this.ends[at] !== end) at++;
    if (at === this.starts.length || this.starts[at] !== start) return;
    this.starts.splice(at, 1);
    this.ends.splice(at, 1);
    // Join again the bookings of the busy stretch it was in.
    const stretch = firstAbove(this.busyEnds, start, false);
    const [from, until] = [this.busyStarts[stretch], this.busyEnds[stretch]];
    this.busyStarts.splice(stretch, 1);
    this.busyEnds.splice(stretch, 1);
    let put = stretch;
    for (let i = firstAbove(this.starts, from, true); i < this.starts.length && this.starts[i] < until; i++) {
      if (put > stretch && this.starts[i] <= this.busyEnds[put - 1]) {
        this.busyEnds[put - 1] = Math.max(this.busyEnds[put - 1], this.ends[i]);
        continue;
      }
      this.busyStarts.splice(put, 0, this.starts[i]);
      this.busyEnds.splice(put, 0, this.ends[i]);
      put++;
    }
  }

  /** Whether [start, end) touches no booking. */
  isFree(start: number, end: number): boolean {
    return this.earliestFree(start, end - start) === start;
  }

  /** The earliest start at or after `from` with `length` free minutes. */
  earliestFree(from: number, length: number): number {
    let start = from;
    for (let i = firstAbove(this.busyEnds, start, false); i < this.busyStarts.length; i++) {
      if (this.busyStarts[i] >= start + length) break;
      start = this.busyEnds[i];
    }
    return start;
  }
}
