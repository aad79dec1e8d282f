/**
 * Waitlists: a full tournament or bootcamp lets players queue for a place. Order is first come, first served (the
 * time they joined, then the entry's id), and a place given back goes to the first in line at once.
 */

/** Where the signed-in player stands on a tournament's or bootcamp's places. */
export interface WaitlistStanding {
  /** No place is free for a newcomer (every place is taken, or players are already waiting): only the waitlist is open. */
  isFull: boolean;
  /** The caller's place in line, 1 being the next to get a place; null when not waiting. */
  waitlistPosition: number | null;
}

/** `POST …/waitlist`: the caller's place in line once they joined it. */
export interface WaitlistJoined {
  position: number;
}

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
