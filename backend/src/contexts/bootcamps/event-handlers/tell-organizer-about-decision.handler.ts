import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ApprovalDecision } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { Bootcamp } from '../domain/bootcamp.entity';
import { bootcampDecisionEmail } from '../domain/emails/approval-decision.email';
import { BootcampApproved } from '../domain/events/bootcamp-approved.event';
import { BootcampRejected } from '../domain/events/bootcamp-rejected.event';
import { userProfiles } from '../ports/user-profiles';

/** The organizer hears the admin's decision by e-mail, committed with the decision itself. */
@Injectable()
export class TellOrganizerAboutBootcampDecision implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(BootcampApproved, (event, tx) => this.tell(event, 'approved', tx));
    this.reactions.on(BootcampRejected, (event, tx) => this.tell(event, 'rejected', tx));
  }

  private async tell(event: BootcampApproved | BootcampRejected, decision: ApprovalDecision, tx: Transaction): Promise<void> {
    const bootcamp = await tx.manager.findOneByOrFail(Bootcamp, { id: Number(event.aggregateId) });
    const [organizer] = await userProfiles(this.queries, [bootcamp.organizerId]);
    // An organizer whose account is gone has nobody to tell; the decision still stands.
    if (organizer) await this.mail.send(tx, bootcampDecisionEmail(bootcamp, organizer, decision, this.config.appUrl));
  }
}
