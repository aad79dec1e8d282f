import type { WaitlistStanding } from '@rallypoint/shared';
import type { StandingColumns } from '../../persistence/tournaments.sql';

/** No place is free for a newcomer when all are taken or someone already waits (nobody jumps the line). */
export const toWaitlistStanding = (row: StandingColumns): WaitlistStanding => ({
  isFull: row.participantCount >= row.maxParticipants || row.hasWaitlist,
  waitlistPosition: row.waitlistPosition,
});
