import type { z } from 'zod';
import type * as schemas from './schemas/waitlists';

export type WaitlistStanding = z.output<typeof schemas.waitlistStandingSchema>;

export type WaitlistJoined = z.output<typeof schemas.waitlistJoinedSchema>;
