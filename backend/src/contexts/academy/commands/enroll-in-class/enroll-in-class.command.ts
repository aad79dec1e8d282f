import { Command } from '@nestjs/cqrs';

/** POST /api/classes/enroll {classId, academyId}; answers the enrollment's id. */
export class EnrollInClassCommand extends Command<number> {
  constructor(
    readonly userId: number,
    readonly classId: number,
    readonly academyId: number,
  ) {
    super();
  }
}
