import { Command } from '@nestjs/cqrs';
import type { ScheduleLessonRequest } from '@rallypoint/shared';

export class ScheduleLessonCommand extends Command<{ id: number }> {
  constructor(
    readonly adminId: number,
    readonly studentId: number,
    readonly lesson: ScheduleLessonRequest,
  ) {
    super();
  }
}
