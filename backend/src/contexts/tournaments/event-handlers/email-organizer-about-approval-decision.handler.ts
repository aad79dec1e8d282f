import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ApprovalDecision } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { approvalDecisionEmail } from '../domain/emails/approval-decision.email';
import { TournamentApproved } from '../domain/events/tournament-approved.event';
import { TournamentRejected } from '../domain/events/tournament-rejected.event';
import { Tournament } from '../domain/tournament.entity';

/** The organizer hears the admin's decision by e-mail, queued in the decision's own transaction. */
@Injectable()
export class EmailOrganizerAboutApprovalDecision implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(TournamentApproved, (event, tx) => this.tell(event, 'approved', tx));
    this.reactions.on(TournamentRejected, (event, tx) => this.tell(event, 'rejected', tx));
  }

  private async tell(event: TournamentApproved | TournamentRejected, decision: ApprovalDecision, tx: Transaction): Promise<void> {
    const tournament = await tx.manager.findOneByOrFail(Tournament, { id: Number(event.aggregateId) });
    const [organizer] = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(
      new GetUserProfilesQuery([event.payload.organizerId]),
    );
    // An organizer whose account is gone has nobody to tell; the decision still stands.
    if (organizer) await this.mail.send(tx, approvalDecisionEmail(tournament, organizer, decision, this.config.appUrl));
  }
}
