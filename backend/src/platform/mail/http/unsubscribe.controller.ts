import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  MAIL_MESSAGES,
  messageResponseSchema,
  oneClickUnsubscribeSchema,
  unsubscribeQuerySchema,
  type MessageResponse,
  type UnsubscribeQuery,
} from '@rallypoint/shared';
import type { FastifyReply } from 'fastify';
import { Public } from '../../auth';
import { Answers, ValidBody, ValidQuery } from '../../http';
import { fieldRefusal, refuse } from '../../rules';
import { FORM_MEDIA_TYPE } from '../../http/browser-writes';
import { MailOptOuts } from '../mail-opt-outs';
import { UnsubscribeLinks } from '../unsubscribe-link';

export const UNSUBSCRIBED_MESSAGE = 'You will no longer receive tournament announcements and order-of-play news by e-mail.';
/** The app's page that asks before it unsubscribes (frontend route `/unsubscribe`). */
const UNSUBSCRIBE_PAGE = '/unsubscribe';

/**
 * The address in a bulk mail's List-Unsubscribe (decisions.md "Languages and e-mail manners"). Public: the token is the
 * key, as mail clients carry no session and registrants may have no account. A GET (a person's click, or a mail
 * scanner's prefetch) changes nothing and leads to the page that asks; only the POST unsubscribes.
 */
@ApiTags('mail')
@Controller('mail')
export class UnsubscribeController {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly optOuts: MailOptOuts,
  ) {}

  @ApiOperation({ summary: "Open an unsubscribe link: leads to the app's page that asks before it unsubscribes" })
  @ApiResponse({ status: 303, description: 'To `/unsubscribe?token=…`, the page with the button.' })
  @Public()
  @Get('unsubscribe')
  async landing(@ValidQuery(unsubscribeQuerySchema) query: UnsubscribeQuery, @Res() reply: FastifyReply): Promise<void> {
    await reply.redirect(`${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(query.token)}`, 303);
  }

  /** Mail clients send the form (RFC 8058); the app's own page sends the same field as JSON. */
  @ApiOperation({
    summary: "Stop announcement and order-of-play e-mails to the link's address (RFC 8058 one-click, sent as a form)",
  })
  @ApiConsumes(FORM_MEDIA_TYPE, 'application/json')
  @Public()
  @HttpCode(200)
  @Answers(messageResponseSchema)
  @Post('unsubscribe')
  async oneClick(
    @ValidQuery(unsubscribeQuerySchema) query: UnsubscribeQuery,
    @ValidBody(oneClickUnsubscribeSchema) _body: unknown,
  ): Promise<MessageResponse> {
    const address = this.links.addressOf(query.token);
    if (address === null) refuse(fieldRefusal({ token: [MAIL_MESSAGES.token] }));
    await this.optOuts.setWantsBulkMail(address, false);
    return { message: UNSUBSCRIBED_MESSAGE };
  }
}
