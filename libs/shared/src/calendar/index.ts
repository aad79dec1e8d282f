export * from './calendar.types';
export * from './icalendar';
export { zonedWallClock } from './zone-clock';
