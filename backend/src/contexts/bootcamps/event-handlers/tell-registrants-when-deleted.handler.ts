import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { bootcampCancelledEmail } from '../domain/emails/cancellation.email';
import { BootcampDeleted } from '../domain/events/bootcamp-deleted.event';
import { userProfiles } from '../ports/user-profiles';

/** Everyone who had registered learns the bootcamp is gone; the mails commit with the deletion. */
@Injectable()
export class TellRegistrantsWhenBootcampDeleted implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(BootcampDeleted, (event, tx) => this.tell(event, tx));
  }

  private async tell({ payload }: BootcampDeleted, tx: Transaction): Promise<void> {
    if (!payload.registrantIds.length) return;
    for (const registrant of await userProfiles(this.queries, payload.registrantIds)) {
      await this.mail.send(tx, bootcampCancelledEmail(payload, registrant, this.config.appUrl));
    }
  }
}
