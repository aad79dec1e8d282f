import { Command } from '@nestjs/cqrs';
import type { TournamentAnnouncementInput } from '@rallypoint/shared';
import type { SessionUser } from '../../../../platform/auth';

export interface AnnouncementReceipt {
  id: number;
  recipients: number;
}

export class PostAnnouncementCommand extends Command<AnnouncementReceipt> {
  constructor(
    readonly tournamentId: number,
    readonly poster: Pick<SessionUser, 'id' | 'role' | 'firstName' | 'lastName'>,
    readonly announcement: TournamentAnnouncementInput,
  ) {
    super();
  }
}
