import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { Academy } from '../domain/academy.entity';
import { membershipDecisionEmail, type MembershipDecision } from '../domain/emails/membership-decision.email';
import { MembershipApproved } from '../domain/events/membership-approved.event';
import { MembershipRejected } from '../domain/events/membership-rejected.event';

/** Queues the applicant's decision e-mail through the outbox, so it exists exactly when the decision does. */
@Injectable()
export class EmailMembershipDecision implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(MembershipApproved, (event, tx) => this.tell(event, 'active', tx));
    this.reactions.on(MembershipRejected, (event, tx) => this.tell(event, 'rejected', tx));
  }

  private async tell(
    event: MembershipApproved | MembershipRejected,
    decision: MembershipDecision,
    tx: Transaction,
  ): Promise<void> {
    const academy = await tx.manager.findOneByOrFail(Academy, { id: event.payload.academyId });
    const [applicant] = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(
      new GetUserProfilesQuery([event.payload.userId]),
    );
    // An applicant whose account is gone has nobody to tell; the decision still stands.
    if (applicant) await this.mail.send(tx, membershipDecisionEmail(academy, applicant, decision, this.config.appUrl));
  }
}
