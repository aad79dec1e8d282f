import { offsetSecondsAt } from './zone-clock';

/** A change of a zone's UTC offset: from `at` (epoch ms) on, clocks run `to` seconds ahead of UTC instead of `from`. */
export interface ZoneTransition {
  at: number;
  from: number;
  to: number;
}

// Offsets change a few times a year at most, so a daily sample sees every change (only one undone within the same
// day would slip through, which today's rules never do); bisection then pins each one to the second.
const STEP_MS = 86_400_000;
const SECOND_MS = 1000;

/** The first whole second after `lo` whose offset differs from the offset at `lo`, given that the offset at `hi` does. */
function firstChange(lo: number, hi: number, timeZone: string): number {
  const before = offsetSecondsAt(lo, timeZone);
  while (hi - lo > SECOND_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / SECOND_MS) * SECOND_MS;
    if (offsetSecondsAt(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The zone's offset changes in [fromMs, toMs), found from the platform's Intl data alone. */
export function zoneTransitions(timeZone: string, fromMs: number, toMs: number): ZoneTransition[] {
  const transitions: ZoneTransition[] = [];
  let lo = Math.floor(fromMs / SECOND_MS) * SECOND_MS;
  let loOffset = offsetSecondsAt(lo, timeZone);
  while (lo < toMs) {
    const hi = Math.min(lo + STEP_MS, Math.ceil(toMs / SECOND_MS) * SECOND_MS);
    const hiOffset = offsetSecondsAt(hi, timeZone);
    // Several changes may fall between two samples; take them one at a time.
    while (loOffset !== hiOffset) {
      const at = firstChange(lo, hi, timeZone);
      const to = offsetSecondsAt(at, timeZone);
      if (at < toMs) transitions.push({ at, from: loOffset, to });
      lo = at;
      loOffset = to;
    }
    lo = hi;
    loOffset = hiOffset;
  }
  return transitions;
}
