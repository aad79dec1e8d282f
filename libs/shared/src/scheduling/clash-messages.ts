import { clockTime } from './clock';
import type { MinuteWindow } from './slot-windows';

/** 'Anna (p17)' when the name is known, else the id. */
export const playerLabel = (id: string, names: Readonly<Record<string, string>> | undefined): string =>
  names && Object.hasOwn(names, id) && names[id] ? `${names[id]} (${id})` : id;

/** '09:00 to 12:00, 18:00 to 21:00', or 'no time' for none. */
export const windowList = (windows: readonly MinuteWindow[]): string =>
  windows.length ? windows.map((w) => `${clockTime(w.start)} to ${clockTime(w.end)}`).join(', ') : 'no time';

/** A local time, with its date when that differs from the day being talked about. */
export const at = (local: { date: string; time: string }, onDate: string): string =>
  local.date === onDate ? local.time : `${local.date} ${local.time}`;
