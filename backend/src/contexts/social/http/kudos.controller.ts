import { Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createdIdSchema,
  kudosPageSchema,
  messageResponseSchema,
  pageQuerySchema,
  sendKudosSchema,
  type CreatedId,
  type KudosPage,
  type MessageResponse,
  type PageQuery,
  type SendKudosInput,
} from '@rallypoint/shared';
import { CurrentUser, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { MarkKudosReadCommand } from '../commands/mark-kudos-read/mark-kudos-read.command';
import { SendKudosCommand } from '../commands/send-kudos/send-kudos.command';
import { ListKudosQuery } from '../queries/list-kudos/list-kudos.query';

@ApiTags('social')
@Controller('kudos')
export class KudosController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Send kudos to another user' })
  @Answers(createdIdSchema)
  @Post('send')
  async send(@ValidBody(sendKudosSchema) body: SendKudosInput, @CurrentUser() user: SessionUser): Promise<CreatedId> {
    const id = await this.commands.execute(new SendKudosCommand(user.id, body));
    return { id, message: 'Kudos sent' };
  }

  @ApiOperation({ summary: 'List the kudos the signed-in user received' })
  @Answers(kudosPageSchema)
  @Get()
  received(@ValidQuery(pageQuerySchema) page: PageQuery, @CurrentUser() user: SessionUser): Promise<KudosPage> {
    return this.queries.execute(new ListKudosQuery(user.id, page));
  }

  @ApiOperation({ summary: 'Mark received kudos as read' })
  @Answers(messageResponseSchema)
  @Patch(':id/read')
  @HttpCode(200)
  async markRead(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new MarkKudosReadCommand(user.id, id));
    return { message: 'Kudos marked as read' };
  }
}
