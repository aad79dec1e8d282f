import type { z } from 'zod';
import type * as schemas from './schemas/schedule';

export type ScheduleSettingsView = z.output<typeof schemas.scheduleSettingsViewSchema>;

export type SchedulePlacement = z.output<typeof schemas.schedulePlacementSchema>;

export type ScheduleUnplaced = z.output<typeof schemas.scheduleUnplacedSchema>;

export type ScheduleDraft = z.output<typeof schemas.scheduleDraftSchema>;

export type OrderOfPlayMatch = z.output<typeof schemas.orderOfPlayMatchSchema>;

export type OrderOfPlayUnplaced = z.output<typeof schemas.orderOfPlayUnplacedSchema>;

export type OrderOfPlay = z.output<typeof schemas.orderOfPlaySchema>;

export type SchedulePublication = z.output<typeof schemas.schedulePublicationSchema>;

export type MyScheduledMatch = z.output<typeof schemas.myScheduledMatchSchema>;

export type CalendarFeed = z.output<typeof schemas.calendarFeedSchema>;

export type CalendarFeedStatus = z.output<typeof schemas.calendarFeedStatusSchema>;
