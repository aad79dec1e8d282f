/**
 * Waitlists: a full tournament or bootcamp lets players queue for a place. Order is first come, first served (the
 * time they joined, then the entry's id), and a place given back goes to the first in line at once.
 */

/** What both sides call a place in line. */
export const waitlistPositionLabel = (position: number): string => `Waitlist position ${position}`;

export const TOURNAMENT_WAITLIST_MESSAGES = {
  alreadyWaiting: 'You are already on the waitlist for this tournament',
  notWaiting: 'You are not on the waitlist for this tournament',
  hasPlaces: 'This tournament still has places: enroll instead',
  playersWaiting: 'Players are waiting for a place in this tournament: join the waitlist instead',
} as const;

export const BOOTCAMP_WAITLIST_MESSAGES = {
  alreadyWaiting: 'You are already on the waitlist for this bootcamp',
  notWaiting: 'You are not on the waitlist for this bootcamp',
  hasPlaces: 'This bootcamp still has places: register instead',
  playersWaiting: 'Players are waiting for a place in this bootcamp: join the waitlist instead',
  notRegistered: 'You are not registered for this bootcamp',
  cancellationClosed: 'Cancellation is closed: this bootcamp has ended',
} as const;
