import { Command } from '@nestjs/cqrs';

export class MarkAnnouncementReadCommand extends Command<void> {
  constructor(
    readonly studentId: number,
    readonly announcementId: number,
  ) {
    super();
  }
}
