import { Command } from '@nestjs/cqrs';
import type { SocialMatchType, Sport } from '@rallypoint/shared';

/** One shape for the three ways to propose a match: tournament, free play, or an invite from Find Players. */
export interface MatchProposal {
  matchType: SocialMatchType;
  opponentId: number;
  /** Tournament matches take the tournament's sport. */
  sport: Sport | null;
  tournamentId: number | null;
  proposedDate: string;
  proposedTime: string;
  duration: number;
  venue: string;
  message: string | undefined;
}

export class ProposeMatchCommand extends Command<number> {
  constructor(
    readonly proposerId: number,
    readonly proposal: MatchProposal,
  ) {
    super();
  }
}
