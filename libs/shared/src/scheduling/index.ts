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
  FlaggedPlacement,
  ScheduleFix,
  ScheduleFixKind,
  ScheduleSummary,
} from './types';
export { UNPLACED_KINDS } from './unplaced-reasons';
export type { UnplacedKind } from './unplaced-reasons';
export { slotWindows } from './slot-windows';
export type { MinuteWindow } from './slot-windows';
export { zonedDateTime, localParts, isoInZone } from './zoned-time';
export { nextCalendarDay } from './clock';
export { matchMinutes } from './match-order';
export { scheduleMatches } from './schedule-matches';
export { findClash } from './find-clash';
export { explainUnplaced } from './explain-unplaced';
export { flagFixed, flagFixedPlacements } from './flag-fixed';
export { summarizeSchedule } from './schedule-summary';
