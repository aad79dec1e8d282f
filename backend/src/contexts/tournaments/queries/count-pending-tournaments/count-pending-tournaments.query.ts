import { Query } from '@nestjs/cqrs';

/** How many tournaments await an admin's decision (the admin dashboard's Pending Tournaments card). */
export class CountPendingTournamentsQuery extends Query<number> {}
