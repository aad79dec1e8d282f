/** First index whose value is above `value` (or at least it, with `orEqual`) in an ascending list. */
function firstAbove(values: readonly number[], value: number, orEqual: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid] < value || (!orEqual && values[mid] === value)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The times a court is taken (epoch minutes), kept joined and sorted so a free start is a binary search away. */
export class CourtTimes {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Marks [start, end) taken; locked placements may overlap, so overlapping or touching times are joined. */
  take(start: number, end: number): void {
    const from = firstAbove(this.ends, start, true);
    let to = from;
    let joinedStart = start;
    let joinedEnd = end;
    while (to < this.starts.length && this.starts[to] <= end) {
      joinedStart = Math.min(joinedStart, this.starts[to]);
      joinedEnd = Math.max(joinedEnd, this.ends[to]);
      to++;
    }
    this.starts.splice(from, to - from, joinedStart);
    this.ends.splice(from, to - from, joinedEnd);
  }

  /** The earliest start at or after `from` with `length` free minutes. */
  earliestFree(from: number, length: number): number {
    let start = from;
    for (let i = firstAbove(this.ends, start, false); i < this.starts.length; i++) {
      if (this.starts[i] >= start + length) break;
      start = this.ends[i];
    }
    return start;
  }
}
