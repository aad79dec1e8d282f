import { z } from 'zod';

/** Where the signed-in player stands on a tournament's or bootcamp's places. */
export const waitlistStandingSchema = z.object({
  /** No place is free for a newcomer (every place is taken, or players are already waiting): only the waitlist is open. */
  isFull: z.boolean(),
  /** The caller's place in line, 1 being the next to get a place; null when not waiting. */
  waitlistPosition: z.number().int().min(1).nullable(),
});

/** `POST …/waitlist`: the caller's place in line once they joined it. */
export const waitlistJoinedSchema = z.object({ position: z.number().int().min(1) });
