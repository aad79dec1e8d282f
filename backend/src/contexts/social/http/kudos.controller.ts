import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { pageQuerySchema, sendKudosSchema, type CreatedId, type Kudos, type Page, type PageQuery, type SendKudosInput } from '@rallypoint/shared';
import { CurrentUser, type SessionUser } from '../../../platform/auth';
import { ZodBody, ZodQuery } from '../../../platform/http';
import { SendKudosCommand } from '../commands/send-kudos/send-kudos.command';
import { ListKudosQuery } from '../queries/list-kudos/list-kudos.query';

@ApiTags('social')
@Controller('kudos')
export class KudosController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('send')
  async send(@Body(new ZodBody(sendKudosSchema)) body: SendKudosInput, @CurrentUser() user: SessionUser): Promise<CreatedId> {
    const id = await this.commands.execute(new SendKudosCommand(user.id, body));
    return { id, message: 'Kudos sent' };
  }

  @Get()
  received(@Query(new ZodQuery(pageQuerySchema)) page: PageQuery, @CurrentUser() user: SessionUser): Promise<Page<Kudos>> {
    return this.queries.execute(new ListKudosQuery(user.id, page));
  }
}
