import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { Bootcamp } from '../domain/bootcamp.entity';
import { bootcampWaitlistPromotionEmail } from '../domain/emails/waitlist-promotion.email';
import { BootcampWaitlistPromoted } from '../domain/events/bootcamp-waitlist-promoted.event';
import { userProfiles } from '../ports/user-profiles';

/** The promoted user hears they are in through the outbox, so the mail exists exactly when the promotion does. */
@Injectable()
export class EmailPromotedRegistrant implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(BootcampWaitlistPromoted, (event, tx) => this.tell(event, tx));
  }

  private async tell({ payload }: BootcampWaitlistPromoted, tx: Transaction): Promise<void> {
    const [registrant] = await userProfiles(this.queries, [payload.userId]);
    if (!registrant) return; // An account deleted since it joined the line: nobody to tell.
    const bootcamp = await tx.load(Bootcamp, payload.bootcampId);
    await this.mail.send(tx, bootcampWaitlistPromotionEmail(bootcamp, registrant, this.config.appUrl));
  }
}
