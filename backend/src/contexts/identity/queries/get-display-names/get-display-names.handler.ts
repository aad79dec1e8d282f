import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { driverPool } from '../../../../platform/database/driver-pool';
import { prepared } from '../../../../platform/database/prepared';
import { DISPLAY_NAMES_SQL } from '../get-user-profiles/user-profile-row';
import { GetDisplayNamesQuery, type UserDisplayName } from './get-display-names.query';

/** Two columns a user, by primary key, in one statement for any number of ids. */
@QueryHandler(GetDisplayNamesQuery)
export class GetDisplayNamesHandler implements IQueryHandler<GetDisplayNamesQuery, UserDisplayName[]> {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    this.pool = driverPool(dataSource);
  }

  async execute({ userIds }: GetDisplayNamesQuery): Promise<UserDisplayName[]> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return [];
    const { rows } = await this.pool.query<UserDisplayName>(prepared(DISPLAY_NAMES_SQL, [ids]));
    return rows;
  }
}
