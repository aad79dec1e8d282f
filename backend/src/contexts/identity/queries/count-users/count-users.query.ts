import { Query } from '@nestjs/cqrs';

export interface UserCounts {
  totalUsers: number;
  activeUsers: number;
  pendingUsers: number;
}

/** All accounts, active ones and pending (not active) ones, for the admin dashboard's summary cards. */
export class CountUsersQuery extends Query<UserCounts> {}
