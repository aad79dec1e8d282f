import { expandDependents, expandPrerequisites } from './dependencies';
import { at, playerLabel, windowList } from './clash-messages';
import { scheduleContext, type ScheduleContext } from './schedule-context';
import { intersectWindows, slotWindows } from './slot-windows';
import type { Clash, FixedPlacement, Placement, ScheduleInput } from './types';
import { isoToEpochMinute, localPartsAt, startToEpochMinute } from './zoned-time';

/** A placement read into epoch minutes, with its local date. */
interface Held {
  matchId: string;
  court: string;
  start: number;
  end: number;
  date: string;
  players: readonly string[];
}

interface Check {
  context: ScheduleContext;
  input: ScheduleInput;
  move: Held;
  others: readonly Held[];
  local: (epochMinute: number) => string;
  who: (player: string) => string;
}

/**
 * Would moving `move` to its court and start clash with the other placements (the moved match's own is ignored)?
 * null when it fits. An unknown court comes first, then hours, availability, court, player, rest and order; the first
 * clash found is told. `move.start` is local 'YYYY-MM-DDTHH:mm' (an instant with its offset is read as such). Throws
 * when `move` names a match that is not in the input.
 */
export function findClash(
  input: ScheduleInput,
  placements: Placement[],
  move: FixedPlacement,
  names?: Record<string, string>,
): Clash | null {
  const context = scheduleContext(input);
  const { timeZone } = context;
  const index = context.indexById.get(move.matchId);
  if (index === undefined) throw new RangeError(`There is no match ${move.matchId} to move`);
  if (!context.courtIndex.has(move.court)) return { kind: 'court', message: `${move.court} is not one of the courts` };

  const playersOf = (matchId: string) => {
    const i = context.indexById.get(matchId);
    return i === undefined ? [] : [...new Set(context.matches[i].players)];
  };
  const start = startToEpochMinute(move.start, timeZone);
  const date = localPartsAt(start, timeZone).date;
  const held: Held = {
    matchId: move.matchId,
    court: move.court,
    start,
    end: start + context.minutes[index],
    date,
    players: playersOf(move.matchId),
  };
  const others = placements
    .filter((p) => p.matchId !== move.matchId)
    .map((p): Held => {
      const from = isoToEpochMinute(p.start);
      return {
        matchId: p.matchId,
        court: p.court,
        start: from,
        end: isoToEpochMinute(p.end),
        date: localPartsAt(from, timeZone).date,
        players: playersOf(p.matchId),
      };
    });
  const check: Check = {
    context,
    input,
    move: held,
    others,
    local: (epochMinute) => at(localPartsAt(epochMinute, timeZone), date),
    who: (player) => playerLabel(player, names),
  };
  return (
    hoursClash(check) ??
    availabilityClash(check) ??
    courtClash(check) ??
    playerClash(check) ??
    restClash(check) ??
    orderClash(check, index)
  );
}

function hoursClash({ context, move, local }: Check): Clash | null {
  const days = context.days.filter((day) => day.date === move.date);
  if (!days.length) return { kind: 'hours', message: `${move.date} is not a playing day` };
  if (days.some((day) => day.start <= move.start && move.end <= day.end)) return null;
  const hours = windowList(days.map((day) => ({ start: day.open, end: day.close })));
  return {
    kind: 'hours',
    message: `${move.matchId} would run from ${local(move.start)} to ${local(move.end)}, outside the playing hours (${hours})`,
  };
}

function availabilityClash({ context, input, move, local, who }: Check): Clash | null {
  for (const player of move.players) {
    const fits = context.windowsOf([player]).some((w) => w.start <= move.start && move.end <= w.end);
    if (fits) continue;
    const day = context.days.find((d) => d.date === move.date)!;
    const slots = Object.hasOwn(input.availability, player) ? input.availability[player] : undefined;
    const free = intersectWindows(slotWindows(slots, move.date), [{ start: day.open, end: day.close }]);
    return {
      kind: 'availability',
      message: `${who(player)} is not available from ${local(move.start)} to ${local(move.end)} (free ${windowList(free)} on ${move.date})`,
    };
  }
  return null;
}

const overlaps = (a: Held, b: Held) => a.start < b.end && b.start < a.end;

function courtClash({ move, others, local }: Check): Clash | null {
  const taken = others.find((other) => other.court === move.court && overlaps(move, other));
  return taken
    ? { kind: 'court', message: `${move.court} is taken by ${taken.matchId} from ${local(taken.start)} to ${local(taken.end)}` }
    : null;
}

function playerClash({ move, others, local, who }: Check): Clash | null {
  for (const other of others) {
    const player = overlaps(move, other) && move.players.find((p) => other.players.includes(p));
    if (player)
      return {
        kind: 'player',
        message: `${who(player)} plays ${other.matchId} from ${local(other.start)} to ${local(other.end)}`,
      };
  }
  return null;
}

function restClash({ context, move, others, local, who }: Check): Clash | null {
  const { rest } = context;
  for (const other of others) {
    if (other.date !== move.date) continue;
    const player = move.players.find((p) => other.players.includes(p));
    if (!player) continue;
    const rested = `needs ${rest} minutes of rest`;
    if (other.end <= move.start && move.start - other.end < rest) {
      return { kind: 'rest', message: `${who(player)} plays ${other.matchId} until ${local(other.end)} and ${rested}` };
    }
    if (move.end <= other.start && other.start - move.end < rest) {
      return {
        kind: 'rest',
        message: `${who(player)} plays ${other.matchId} from ${local(other.start)} and ${rested} before it`,
      };
    }
  }
  return null;
}

/** Stages and knockout rounds only: a league round out of order is a preference the move may break, not a clash. */
function orderClash({ context, move, others }: Check, index: number): Clash | null {
  const heldById = new Map(others.map((other) => [other.matchId, other]));
  const heldAt = (i: number) => heldById.get(context.matches[i].id);
  for (const before of expandPrerequisites(context.prerequisites[index])) {
    const other = heldAt(before);
    if (other && move.start < other.end)
      return { kind: 'order', message: `${move.matchId} must start after ${other.matchId} ends` };
  }
  for (const after of expandDependents(context.dependents[index])) {
    const other = heldAt(after);
    if (other && other.start < move.end)
      return { kind: 'order', message: `${other.matchId} must start after ${move.matchId} ends` };
  }
  return null;
}
