import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  academyClassSchema,
  academyJoinBodySchema,
  academyJoinSchema,
  academySchema,
  academySearchSchema,
  membershipApplicationSchema,
  myMembershipSchema,
  pageOf,
  type Academy,
  type AcademyClass,
  type AcademyJoinInput,
  type AcademySearchQuery,
  type MembershipApplication,
  type MyMembership,
  type Page,
} from '@rallypoint/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { ApplyForMembershipCommand } from '../commands/apply-for-membership/apply-for-membership.command';
import { GetAcademyQuery } from '../queries/get-academy/get-academy.query';
import { GetMembershipApplicationQuery } from '../queries/get-membership-application/get-membership-application.query';
import { GetMyMembershipQuery } from '../queries/get-my-membership/get-my-membership.query';
import { ListAcademyClassesQuery } from '../queries/list-academy-classes/list-academy-classes.query';
import { ListMyMembershipsQuery } from '../queries/list-my-memberships/list-my-memberships.query';
import { SearchAcademiesQuery } from '../queries/search-academies/search-academies.query';

/** Finding academies and applying to them; every call needs a signed-in user, joining needs a player. */
@ApiTags('academies')
@Controller('academies')
export class AcademiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Search the active academies, best rated first' })
  @Answers(pageOf(academySchema))
  @Get()
  search(@ValidQuery(academySearchSchema) filters: AcademySearchQuery): Promise<Page<Academy>> {
    return this.queries.execute(new SearchAcademiesQuery(filters));
  }

  @ApiOperation({ summary: "List the signed-in user's academy memberships" })
  @Answers(z.array(myMembershipSchema))
  @Get('my-memberships')
  myMemberships(@CurrentUser() user: SessionUser): Promise<MyMembership[]> {
    return this.queries.execute(new ListMyMembershipsQuery(user.id));
  }

  /**
   * Answers JSON `null` without a membership; Nest would send an empty body for a returned null. Returns what it sent
   * too, so the tests' response contract check sees it.
   */
  @ApiOperation({ summary: "Get the signed-in user's membership of the main academy, or null" })
  @Answers(myMembershipSchema.nullable())
  @Get('my-membership')
  async myMembership(@CurrentUser() user: SessionUser, @Res() reply: FastifyReply): Promise<MyMembership | null> {
    const membership: MyMembership | null = await this.queries.execute(new GetMyMembershipQuery(user.id));
    await reply.send(membership);
    return membership;
  }

  @ApiOperation({ summary: 'Apply to join an academy' })
  @ApiResponse({ status: 409, description: 'An application to this academy is pending, or you are already an active member.' })
  @Roles('player')
  @Answers(membershipApplicationSchema)
  @Post('join')
  async join(
    @ValidBody(academyJoinSchema, academyJoinBodySchema) body: AcademyJoinInput,
    @CurrentUser() user: SessionUser,
  ): Promise<MembershipApplication> {
    const id = await this.commands.execute(new ApplyForMembershipCommand(user.id, body));
    return this.queries.execute(new GetMembershipApplicationQuery(id));
  }

  @ApiOperation({ summary: "Get an academy's details" })
  @Answers(academySchema)
  @Get(':id')
  academy(@Param('id', ParseIdPipe) id: number): Promise<Academy> {
    return this.queries.execute(new GetAcademyQuery(id));
  }

  @ApiOperation({ summary: "List an academy's classes" })
  @Answers(z.array(academyClassSchema))
  @Get(':id/classes')
  classes(@Param('id', ParseIdPipe) id: number): Promise<AcademyClass[]> {
    return this.queries.execute(new ListAcademyClassesQuery(id));
  }
}
