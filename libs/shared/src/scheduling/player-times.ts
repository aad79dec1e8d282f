/** A player's matches (epoch minutes, with their local date, since rest is owed only within a day). */
export class PlayerTimes {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly dates: string[] = [];

  take(start: number, end: number, date: string): void {
    this.starts.push(start);
    this.ends.push(end);
    this.dates.push(date);
  }

  /** Frees one match of exactly [start, end); one never taken is ignored. Order does not matter, so the last fills the gap. */
  release(start: number, end: number): void {
    for (let i = 0; i < this.starts.length; i++) {
      if (this.starts[i] !== start || this.ends[i] !== end) continue;
      const last = this.starts.length - 1;
      this.starts[i] = this.starts[last];
      this.ends[i] = this.ends[last];
      this.dates[i] = this.dates[last];
      this.starts.pop();
      this.ends.pop();
      this.dates.pop();
      return;
    }
  }

  /**
   * `start` itself when a match of `length` minutes on `date` keeps clear of this player's matches and, on the same
   * day, `rest` minutes either side; otherwise a later start worth trying (no earlier one can fit).
   */
  nextTry(start: number, length: number, date: string, rest: number): number {
    let next = start;
    for (let i = 0; i < this.starts.length; i++) {
      const gap = this.dates[i] === date ? rest : 0;
      if (start < this.ends[i] + gap && start + length + gap > this.starts[i]) next = Math.max(next, this.ends[i] + gap);
    }
    return next;
  }
}
