export type {
  Clash,
  ClashKind,
  FixedPlacement,
  Placement,
  Schedule,
  ScheduleInput,
  ScheduleSettings,
  SchedulableMatch,
  Unplaced,
} from './types';
export { UNPLACED_REASONS } from './unplaced-reasons';
export type { UnplacedReason } from './unplaced-reasons';
export { slotWindows } from './slot-windows';
export type { MinuteWindow } from './slot-windows';
export { zonedDateTime, localParts, isoInZone } from './zoned-time';
export { nextCalendarDay } from './clock';
export { matchMinutes } from './match-order';
export { scheduleMatches } from './schedule-matches';
export { findClash } from './find-clash';
