import { Query } from '@nestjs/cqrs';
import type { AdminSummary } from '@rallypoint/shared';

/** The admin dashboard's four summary cards. */
export class GetAdminSummaryQuery extends Query<AdminSummary> {}
