import { Command } from '@nestjs/cqrs';
import type { PostAnnouncementRequest } from '@rallypoint/shared';

/** `studentId` null: every active student. */
export class PostAnnouncementCommand extends Command<{ id: number }> {
  constructor(
    readonly adminId: number,
    readonly studentId: number | null,
    readonly announcement: PostAnnouncementRequest,
  ) {
    super();
  }
}
