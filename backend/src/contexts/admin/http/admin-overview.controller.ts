import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminSummarySchema,
  pageOf,
  userManagementHistoryEntrySchema,
  userManagementHistoryQuerySchema,
  type AdminSummary,
  type Page,
  type UserManagementHistoryEntry,
  type UserManagementHistoryQuery,
} from '@rallypoint/shared';
import { Roles } from '../../../platform/auth';
import { Answers, ValidQuery } from '../../../platform/http';
import { GetAdminSummaryQuery } from '../queries/get-admin-summary/get-admin-summary.query';
import { ListUserManagementHistoryQuery } from '../queries/list-user-management-history/list-user-management-history.query';

/** The admin dashboard's summary cards and the User Management History log: admins only. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class AdminOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @ApiOperation({ summary: "Get the admin dashboard's summary counts" })
  @Answers(adminSummarySchema)
  @Get('summary')
  summary(): Promise<AdminSummary> {
    return this.queries.execute(new GetAdminSummaryQuery());
  }

  @ApiOperation({ summary: 'List the user management history, newest first' })
  @Answers(pageOf(userManagementHistoryEntrySchema))
  @Get('user-management-history')
  history(
    @ValidQuery(userManagementHistoryQuerySchema) paging: UserManagementHistoryQuery,
  ): Promise<Page<UserManagementHistoryEntry>> {
    return this.queries.execute(new ListUserManagementHistoryQuery(paging));
  }
}
