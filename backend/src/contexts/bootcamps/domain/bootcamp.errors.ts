import { BOOTCAMP_WAITLIST_MESSAGES } from '@rallypoint/shared';

/** Messages people see when the bootcamps context refuses something (404 / 403 / 409). */
export const BOOTCAMP_NOT_FOUND = 'Bootcamp not found';
export const ALREADY_REGISTERED = 'You are already registered for this bootcamp';
export const REGISTRATION_CLOSED_ENDED = 'Registration is closed: this bootcamp has ended';
export const NOT_YOUR_BOOTCAMP_REGISTRATIONS = "Only the bootcamp's organizer or an administrator can see its registrations";
export const START_DATE_IN_PAST = 'Start date cannot be in the past';
export const NOT_REGISTERED = BOOTCAMP_WAITLIST_MESSAGES.notRegistered;
export const CANCELLATION_CLOSED_ENDED = BOOTCAMP_WAITLIST_MESSAGES.cancellationClosed;
export const ALREADY_WAITING = BOOTCAMP_WAITLIST_MESSAGES.alreadyWaiting;
export const NOT_WAITING = BOOTCAMP_WAITLIST_MESSAGES.notWaiting;
export const STILL_HAS_PLACES = BOOTCAMP_WAITLIST_MESSAGES.hasPlaces;
export const PLAYERS_WAITING = BOOTCAMP_WAITLIST_MESSAGES.playersWaiting;

export const bootcampIsFull = (maxParticipants: number) =>
  `This bootcamp is full: all ${maxParticipants} ${maxParticipants === 1 ? 'place is' : 'places are'} taken`;
export const alreadyDecided = (status: string) =>
  `This bootcamp has already been ${status}; only a pending bootcamp can be approved or rejected`;
export const organizesBootcamps = (count: number) =>
  `This user organizes ${count} ${count === 1 ? 'bootcamp or clinic' : 'bootcamps and clinics'}; delete them first`;
