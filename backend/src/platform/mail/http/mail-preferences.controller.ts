import { Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  emailPreferencesInputSchema,
  emailPreferencesSchema,
  type EmailPreferences,
  type EmailPreferencesInput,
} from '@rallypoint/shared';
import { CurrentUser, type SessionUser } from '../../auth';
import { Answers, ValidBody } from '../../http';
import { MailOptOuts } from '../mail-opt-outs';

/**
 * The signed-in person's e-mail preference: bulk mail (announcements, order-of-play news) on or off for their
 * address, the same list the unsubscribe link writes (mail-opt-outs.ts). Transactional mail always goes.
 */
@ApiTags('me')
@Controller('me/email-preferences')
export class MailPreferencesController {
  constructor(private readonly optOuts: MailOptOuts) {}

  @ApiOperation({ summary: "Get the signed-in user's e-mail preferences" })
  @Answers(emailPreferencesSchema)
  @Get()
  async get(@CurrentUser() user: SessionUser): Promise<EmailPreferences> {
    return { tournamentNews: await this.optOuts.wantsBulkMail(user.email) };
  }

  @ApiOperation({ summary: "Change the signed-in user's e-mail preferences" })
  @Answers(emailPreferencesSchema)
  @Put()
  async put(
    @CurrentUser() user: SessionUser,
    @ValidBody(emailPreferencesInputSchema) body: EmailPreferencesInput,
  ): Promise<EmailPreferences> {
    await this.optOuts.setWantsBulkMail(user.email, body.tournamentNews);
    return { tournamentNews: body.tournamentNews };
  }
}
