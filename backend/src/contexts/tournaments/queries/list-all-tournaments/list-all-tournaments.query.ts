import { Query } from '@nestjs/cqrs';
import type { TournamentDetail } from '@rallypoint/shared';

/** GET /api/admin/tournaments: every tournament, newest first. */
export class ListAllTournamentsQuery extends Query<TournamentDetail[]> {}
