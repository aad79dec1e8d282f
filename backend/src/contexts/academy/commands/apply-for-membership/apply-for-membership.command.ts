import { Command } from '@nestjs/cqrs';
import type { AcademyJoinInput } from '@rallypoint/shared';

/** POST /api/academies/join from either form; answers the new application's id. */
export class ApplyForMembershipCommand extends Command<number> {
  constructor(
    readonly userId: number,
    readonly application: AcademyJoinInput,
  ) {
    super();
  }
}
