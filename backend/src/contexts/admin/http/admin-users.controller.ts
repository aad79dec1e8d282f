import { Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  adminUserSchema,
  adminUsersQuerySchema,
  messageResponseSchema,
  pageOf,
  userActivationSchema,
  type AdminUser,
  type AdminUsersQuery,
  type MessageResponse,
  type Page,
  type UserActivationInput,
} from '@rallypoint/shared';
import { CurrentUser, Roles, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { DeleteUserCommand, ListUsersQuery, SetUserActivationCommand } from '../../identity';

/** The User Management card: admins only; admin accounts themselves cannot be changed (403). */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'List and search user accounts' })
  @Answers(pageOf(adminUserSchema))
  @Get()
  list(@ValidQuery(adminUsersQuerySchema) filter: AdminUsersQuery): Promise<Page<AdminUser>> {
    return this.queries.execute(new ListUsersQuery(filter));
  }

  @ApiOperation({ summary: 'Activate or deactivate a user account' })
  @Answers(adminUserSchema)
  @Patch(':id/activation')
  setActivation(
    @Param('id', ParseIdPipe) id: number,
    @ValidBody(userActivationSchema) body: UserActivationInput,
    @CurrentUser() admin: SessionUser,
  ): Promise<AdminUser> {
    return this.commands.execute(new SetUserActivationCommand(id, body.isActive, admin.id));
  }

  @ApiOperation({ summary: 'Delete a user account' })
  @ApiResponse({ status: 409, description: 'The user still organizes tournaments or bootcamps: delete those first.' })
  @Answers(messageResponseSchema)
  @Delete(':id')
  async delete(@Param('id', ParseIdPipe) id: number, @CurrentUser() admin: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new DeleteUserCommand(id, admin.id));
    return { message: 'User deleted' };
  }
}
