import type { CourtTimes } from './court-times';
import type { Busy } from './placed-board';
import type { Stretch } from './shared-windows';

/** The stretches at least `length` minutes long. */
export const longEnough = (stretches: readonly Stretch[], length: number): Stretch[] =>
  stretches.filter((s) => s.end - s.start >= length);

/** The parts of `stretches` from `from` until `until`. */
export function clip(stretches: readonly Stretch[], from: number, until: number): Stretch[] {
  return stretches.flatMap(({ date, start, end }) => {
    const clipped = { date, start: Math.max(start, from), end: Math.min(end, until) };
    return clipped.start < clipped.end ? [clipped] : [];
  });
}

/** A busy time widened by the rest owed around it: only on its own date, as the scheduler owes it. */
const blockedBy = (busy: Busy, date: string, rest: number) => {
  const gap = busy.date === date ? rest : 0;
  return { start: busy.start - gap, end: busy.end + gap };
};

/** What is left of `stretches` once a player's matches, widened by their rest, are taken out. */
export function withoutBusy(stretches: readonly Stretch[], busy: readonly Busy[], rest: number): Stretch[] {
  if (!busy.length) return [...stretches];
  return stretches.flatMap((stretch) => {
    const left: Stretch[] = [];
    let from = stretch.start;
    const blocks = busy
      .map((b) => blockedBy(b, stretch.date, rest))
      .filter((b) => b.start < stretch.end && b.end > stretch.start)
      .sort((a, b) => a.start - b.start);
    for (const block of blocks) {
      if (block.start > from) left.push({ date: stretch.date, start: from, end: block.start });
      from = Math.max(from, block.end);
    }
    if (from < stretch.end) left.push({ date: stretch.date, start: from, end: stretch.end });
    return left;
  });
}

/** The matches among `busy` that take time out of `stretches` (rest included). */
export function busyWithin(stretches: readonly Stretch[], busy: readonly Busy[], rest: number): Busy[] {
  return busy.filter((b) =>
    stretches.some((s) => {
      const block = blockedBy(b, s.date, rest);
      return block.start < s.end && block.end > s.start;
    }),
  );
}

/** The earliest start in `stretches` with some court free for `length` minutes, and the first such court; null if none. */
export function courtPlace(
  stretches: readonly Stretch[],
  length: number,
  courts: readonly CourtTimes[],
): { court: number; start: number; date: string } | null {
  let best: { court: number; start: number; date: string } | null = null;
  for (const { date, start, end } of stretches) {
    courts.forEach((times, court) => {
      const free = times.earliestFree(start, length);
      if (free + length <= end && (!best || free < best.start)) best = { court, start: free, date };
    });
    if (best) return best;
  }
  return best;
}
