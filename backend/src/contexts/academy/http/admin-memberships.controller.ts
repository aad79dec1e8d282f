import { Controller, Get, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  membershipDecisionSchema,
  membershipListSchema,
  pageOf,
  studentMembershipSchema,
  type MembershipDecisionInput,
  type MembershipListQuery,
  type Page,
  type StudentMembership,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { DecideMembershipCommand } from '../commands/decide-membership/decide-membership.command';
import { GetStudentMembershipQuery } from '../queries/get-student-membership/get-student-membership.query';
import { ListStudentMembershipsQuery } from '../queries/list-student-memberships/list-student-memberships.query';

/** The admin dashboard's Student Membership Applications. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/student-memberships')
export class AdminMembershipsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'List student membership applications' })
  @Answers(pageOf(studentMembershipSchema))
  @Get()
  list(@ValidQuery(membershipListSchema) filters: MembershipListQuery): Promise<Page<StudentMembership>> {
    return this.queries.execute(new ListStudentMembershipsQuery(filters));
  }

  @ApiOperation({ summary: 'Approve or reject a membership application' })
  @ApiResponse({ status: 409, description: 'The application was already decided.' })
  @Answers(studentMembershipSchema)
  @Patch(':id')
  async decide(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(membershipDecisionSchema) body: MembershipDecisionInput,
    @CurrentUser() user: SessionUser,
  ): Promise<StudentMembership> {
    await this.commands.execute(new DecideMembershipCommand(id, user.id, body.status));
    return this.queries.execute(new GetStudentMembershipQuery(id));
  }
}
