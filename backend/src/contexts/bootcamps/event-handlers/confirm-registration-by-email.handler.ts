import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { Bootcamp } from '../domain/bootcamp.entity';
import { bootcampRegistrationEmail } from '../domain/emails/registration-confirmation.email';
import { RegisteredForBootcamp } from '../domain/events/registered-for-bootcamp.event';
import { userProfiles } from '../ports/user-profiles';

/** Queues the registrant's confirmation through the outbox, so it exists exactly when the registration does. */
@Injectable()
export class ConfirmBootcampRegistrationByEmail implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(RegisteredForBootcamp, (event, tx) => this.confirm(event, tx));
  }

  private async confirm(event: RegisteredForBootcamp, tx: Transaction): Promise<void> {
    const bootcamp = await tx.manager.findOneByOrFail(Bootcamp, { id: Number(event.aggregateId) });
    const [registrant] = await userProfiles(this.queries, [event.payload.userId]);
    if (registrant) await this.mail.send(tx, bootcampRegistrationEmail(bootcamp, registrant, this.config.appUrl));
  }
}
