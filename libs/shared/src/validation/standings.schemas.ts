import { z } from 'zod';
import { singleLine } from './fields';

/** At most this many sides can share one place: a division's league is never bigger. */
export const MAX_LOT_SIDES = 64;

export const STANDINGS_MESSAGES = {
  division: 'Please choose a division',
  order: `Order must list the level sides, best first, each once (2 to ${MAX_LOT_SIDES})`,
  noLeague: 'This division has no league matches',
  notLevel: 'These sides do not share a place in the standings; lots are drawn only for sides no rule separates',
} as const;

/** A side's key in the standings: its players' registration ids, ascending, joined by '+'. */
const sideKey = z.string({ error: STANDINGS_MESSAGES.order }).regex(/^\d{1,10}(\+\d{1,10})?$/, STANDINGS_MESSAGES.order);

/** `POST /api/tournaments/{id}/standings/lots`: the organizer's drawn order for sides that share a place. */
export const drawLotsSchema = z.object({
  division: singleLine('Division', STANDINGS_MESSAGES.division)
    .trim()
    .min(1, STANDINGS_MESSAGES.division)
    .max(120, STANDINGS_MESSAGES.division),
  order: z
    .array(sideKey, { error: STANDINGS_MESSAGES.order })
    .min(2, STANDINGS_MESSAGES.order)
    .max(MAX_LOT_SIDES, STANDINGS_MESSAGES.order)
    .refine((keys) => new Set(keys).size === keys.length, STANDINGS_MESSAGES.order),
});
export type DrawLotsBody = z.output<typeof drawLotsSchema>;
