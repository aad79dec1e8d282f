import { Command } from '@nestjs/cqrs';
import type { Viewer } from '../../../../platform/auth';

/** The tournament's organizer (or an admin) withdraws one of its entries, at any time. */
export class WithdrawEntryCommand extends Command<void> {
  constructor(
    readonly tournamentId: number,
    readonly entryId: number,
    readonly manager: Viewer,
  ) {
    super();
  }
}
