import { clockTime } from './clock';
import { listWords, shortDay } from './clash-messages';
import { lacksCommonTime, ofTheseMatches, roomAmong, type CountedFix, type FixGround } from './fix-support';
import { sharedWindowsFinder, type PlayingDay, type Stretch } from './shared-windows';
import { SLOT_HOURS } from './slot-windows';
import { localToEpochMinute } from './zoned-time';

/** Only a slot's edge can give a player new time, so only they are tried. */
const SLOT_STARTS = [...new Set(Object.values(SLOT_HOURS).map((slot) => slot.start))].sort((a, b) => a - b);
const SLOT_ENDS = [...new Set(Object.values(SLOT_HOURS).map((slot) => slot.end))].sort((a, b) => a - b);

interface Change {
  days: PlayingDay[];
  /** The time the change adds to each changed day. */
  added: Stretch[];
  /** The days it changes, with their hours before it. */
  changed: PlayingDay[];
}

function opening(days: readonly PlayingDay[], open: number, timeZone: string): Change {
  const changed = days.filter((day) => day.open > open);
  const added: Stretch[] = [];
  const next = days.map((day) => {
    if (day.open <= open) return day;
    const start = localToEpochMinute(day.date, open, timeZone);
    added.push({ date: day.date, start, end: day.start });
    return { ...day, open, start };
  });
  return { days: next, added, changed };
}

function closing(days: readonly PlayingDay[], close: number, timeZone: string): Change {
  const changed = days.filter((day) => day.close < close);
  const added: Stretch[] = [];
  const next = days.map((day) => {
    if (day.close >= close) return day;
    const end = localToEpochMinute(day.date, close, timeZone);
    added.push({ date: day.date, start: day.end, end });
    return { ...day, close, end };
  });
  return { days: next, added, changed };
}

const within = (windows: readonly Stretch[], added: readonly Stretch[]): Stretch[] =>
  windows.flatMap((w) =>
    added
      .filter((a) => a.date === w.date && a.start < w.end && w.start < a.end)
      .map((a) => ({ date: w.date, start: Math.max(a.start, w.start), end: Math.min(a.end, w.end) })),
  );

/**
 * How many unplaced matches a change of hours helps: one without common time now if the new hours give it some; any
 * other if the added time alone holds its length with its players free (the courts are empty then).
 */
function helpedBy(change: Change, ground: FixGround): number {
  const windowsOf = sharedWindowsFinder(change.days, ground.input.availability, ground.context.timeZone);
  return ground.needy.filter((analysis) => {
    const windows = windowsOf(analysis.room.players);
    return roomAmong(lacksCommonTime(analysis) ? windows : within(windows, change.added), analysis, ground);
  }).length;
}

const onDays = (change: Change, all: readonly PlayingDay[]) =>
  change.changed.length < all.length ? ` on ${listWords(change.changed.map((day) => shortDay(day.date)))}` : '';

/** The changed days' old edge in words when they share it ('before 09:00'), else the plain word ('earlier'). */
const edge = (times: readonly number[], word: string, otherwise: string) =>
  new Set(times).size === 1 ? `${word} ${clockTime(times[0])}` : otherwise;

/** Of the candidate times (in the order tried, the first kept on a tie), the change that helps the most matches. */
function mostHelpful(
  times: readonly number[],
  changeAt: (time: number) => Change,
  ground: FixGround,
): { time: number; change: Change; helped: number } | null {
  let best: { time: number; change: Change; helped: number } | null = null;
  for (const time of times) {
    const change = changeAt(time);
    const helped = change.changed.length ? helpedBy(change, ground) : 0;
    if (helped > (best?.helped ?? 0)) best = { time, change, helped };
  }
  return best;
}

/** Opening earlier and closing later, each at the slot edge that helps the most matches with the least change. */
export function hoursFixes(ground: FixGround): CountedFix[] {
  const { days, timeZone } = ground.context;
  const fixes: CountedFix[] = [];
  const best = mostHelpful([...SLOT_STARTS].reverse(), (open) => opening(days, open, timeZone), ground);
  if (best) {
    const before = edge(
      best.change.changed.map((day) => day.open),
      'before',
      'earlier',
    );
    fixes.push({
      kind: 'hours',
      helped: best.helped,
      message:
        `Open at ${clockTime(best.time)}${onDays(best.change, days)}: ` + `${ofTheseMatches(best.helped)} players free ${before}`,
    });
  }
  const latest = mostHelpful(SLOT_ENDS, (close) => closing(days, close, timeZone), ground);
  if (latest) {
    const after = edge(
      latest.change.changed.map((day) => day.close),
      'after',
      'later',
    );
    fixes.push({
      kind: 'hours',
      helped: latest.helped,
      message:
        `Close at ${clockTime(latest.time)}${onDays(latest.change, days)}: ` +
        `${ofTheseMatches(latest.helped)} players free ${after}`,
    });
  }
  return fixes;
}
