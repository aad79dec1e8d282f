/** A match's place while the scheduler works: input index, court index, and epoch minutes [start, end). */
export interface Booking {
  index: number;
  court: number;
  start: number;
  end: number;
}
