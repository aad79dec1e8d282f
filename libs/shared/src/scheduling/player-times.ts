interface Booked {
  start: number;
  end: number;
  date: string;
}

/** A player's matches (epoch minutes, with their local date, since rest is owed only within a day). */
export class PlayerTimes {
  private readonly booked: Booked[] = [];

  take(start: number, end: number, date: string): void {
    this.booked.push({ start, end, date });
  }

  /** Frees one match of exactly [start, end); one never taken is ignored. */
  release(start: number, end: number): void {
    const at = this.booked.findIndex((b) => b.start === start && b.end === end);
    if (at >= 0) this.booked.splice(at, 1);
  }

  /**
   * `start` itself when a match of `length` minutes on `date` keeps clear of this player's matches and, on the same
   * day, `rest` minutes either side; otherwise a later start worth trying (no earlier one can fit).
   */
  nextTry(start: number, length: number, date: string, rest: number): number {
    let next = start;
    for (const booked of this.booked) {
      const gap = booked.date === date ? rest : 0;
      if (start < booked.end + gap && start + length + gap > booked.start) next = Math.max(next, booked.end + gap);
    }
    return next;
  }
}
