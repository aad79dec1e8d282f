import { Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  adminBootcampSchema,
  adminBootcampsQuerySchema,
  bootcampApprovalSchema,
  bootcampSchema,
  messageResponseSchema,
  pageOf,
  type AdminBootcamp,
  type AdminBootcampsQuery,
  type Bootcamp,
  type BootcampApprovalInput,
  type MessageResponse,
  type Page,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { DecideBootcampApprovalCommand } from '../commands/decide-bootcamp-approval/decide-bootcamp-approval.command';
import { DeleteBootcampCommand } from '../commands/delete-bootcamp/delete-bootcamp.command';
import { ListAllBootcampsQuery } from '../queries/list-all-bootcamps/list-all-bootcamps.query';
import { ViewBootcampQuery } from '../queries/view-bootcamp/view-bootcamp.query';

export const BOOTCAMP_DELETED_MESSAGE = 'Bootcamp deleted';

/** The admin's bootcamp calls: admins only. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/bootcamps')
export class AdminBootcampsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'List every bootcamp for review, optionally of one status' })
  @Answers(pageOf(adminBootcampSchema))
  @Get()
  all(@ValidQuery(adminBootcampsQuerySchema) query: AdminBootcampsQuery): Promise<Page<AdminBootcamp>> {
    return this.queries.execute(new ListAllBootcampsQuery(query));
  }

  @ApiOperation({ summary: 'Approve or reject a pending bootcamp' })
  @ApiResponse({ status: 409, description: 'The bootcamp was already approved or rejected.' })
  @Answers(bootcampSchema)
  @Patch(':id/approval')
  async decide(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(bootcampApprovalSchema) body: BootcampApprovalInput,
    @CurrentUser() user: SessionUser,
  ): Promise<Bootcamp> {
    await this.commands.execute(new DecideBootcampApprovalCommand(id, user.id, body.status));
    return this.queries.execute(new ViewBootcampQuery(id));
  }

  @ApiOperation({ summary: 'Delete a bootcamp' })
  @Answers(messageResponseSchema)
  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new DeleteBootcampCommand(id, user.id));
    return { message: BOOTCAMP_DELETED_MESSAGE };
  }
}
