import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserManagementHistoryEntry } from './domain/user-management-history-entry.entity';
import { RecordUserManagementHistory } from './event-handlers/record-user-management-history.handler';
import { AdminOverviewController } from './http/admin-overview.controller';
import { AdminUsersController } from './http/admin-users.controller';
import { GetAdminSummaryHandler } from './queries/get-admin-summary/get-admin-summary.handler';
import { ListUserManagementHistoryHandler } from './queries/list-user-management-history/list-user-management-history.handler';

/**
 * The admin context: the user management history (written from identity's events) and the admin's read side.
 * Account changes themselves are identity's commands; this context only routes the admin's calls to them.
 */
const controllers = [AdminUsersController, AdminOverviewController];
const queryHandlers = [ListUserManagementHistoryHandler, GetAdminSummaryHandler];
/** Transactional reactions: they commit with the change that raised the event. */
const eventHandlers = [RecordUserManagementHistory];

@Module({
  imports: [TypeOrmModule.forFeature([UserManagementHistoryEntry])],
  controllers,
  providers: [...queryHandlers, ...eventHandlers],
})
export class AdminModule {}
