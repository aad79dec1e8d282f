import { Query } from '@nestjs/cqrs';
import type { TournamentStoredStatus } from '@rallypoint/shared';
import type { EntityManager } from 'typeorm';

/** What a caller holding the lock needs to decide: who runs the tournament, its size, dates, zone and approval state. */
export interface LockedTournament {
  id: number;
  organizerId: number;
  divisions: number;
  maxParticipants: number;
  storedStatus: TournamentStoredStatus;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  /** IANA zone where it is played. */
  timeZone: string;
}

/**
 * For other contexts' commands: locks the tournament's row FOR UPDATE inside the caller's transaction (the
 * manager it passes) and answers it, or null when it does not exist. Until that transaction ends, the
 * tournament's own commands (delete, edit, enrol) wait, and so does the next caller: changes that belong
 * to one tournament happen one at a time. Uses only the given manager, so it needs no second connection.
 */
export class LockTournamentQuery extends Query<LockedTournament | null> {
  constructor(
    readonly tournamentId: number,
    readonly manager: EntityManager,
  ) {
    super();
  }
}
