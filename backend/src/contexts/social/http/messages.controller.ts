import { Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createdIdSchema,
  messagePageSchema,
  messageResponseSchema,
  messagesQuerySchema,
  sendMessageSchema,
  type CreatedId,
  type MessagePage,
  type MessageResponse,
  type MessagesQueryInput,
  type SendMessageInput,
} from '@rallypoint/shared';
import { CurrentUser, type SessionUser } from '../../../platform/auth';
import { Answers, ParseIdPipe, ValidBody, ValidQuery } from '../../../platform/http';
import { MarkMessageReadCommand } from '../commands/mark-message-read/mark-message-read.command';
import { SendMessageCommand } from '../commands/send-message/send-message.command';
import { ListMessagesQuery } from '../queries/list-messages/list-messages.query';

/** Direct messages between any two signed-in users; delivered to an inbox and by e-mail. */
@ApiTags('social')
@Controller('messages')
export class MessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Send a direct message to another user' })
  @Answers(createdIdSchema)
  @Post('send')
  async send(@ValidBody(sendMessageSchema) body: SendMessageInput, @CurrentUser() user: SessionUser): Promise<CreatedId> {
    const id = await this.commands.execute(new SendMessageCommand(user.id, body));
    return { id, message: 'Message sent' };
  }

  @ApiOperation({ summary: "List the signed-in user's received or sent messages" })
  @Answers(messagePageSchema)
  @Get()
  list(@ValidQuery(messagesQuerySchema) filter: MessagesQueryInput, @CurrentUser() user: SessionUser): Promise<MessagePage> {
    return this.queries.execute(new ListMessagesQuery(user.id, filter));
  }

  @ApiOperation({ summary: 'Mark a received message as read' })
  @Answers(messageResponseSchema)
  @Patch(':id/read')
  @HttpCode(200)
  async markRead(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: SessionUser): Promise<MessageResponse> {
    await this.commands.execute(new MarkMessageReadCommand(user.id, id));
    return { message: 'Message marked as read' };
  }
}
