import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { matchAnsweredEmail, matchProposedEmail } from '../domain/emails/social.emails';
import { MatchAnswered } from '../domain/events/match-answered.event';
import { MatchProposed } from '../domain/events/match-proposed.event';
import { MatchEvent } from '../domain/match-event.entity';
import { PeopleDirectory } from '../queries/read-model/people-directory';

/** The invitee is told of a proposed match, the proposer of the answer; both through the outbox. */
@Injectable()
export class EmailMatchParticipants implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly people: PeopleDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(MatchProposed, (event, tx) => this.invite(event, tx));
    this.reactions.on(MatchAnswered, (event, tx) => this.answer(event, tx));
  }

  private async invite(event: MatchProposed, tx: Transaction): Promise<void> {
    const { match, proposer, opponent } = await this.load(event.aggregateId, tx);
    if (proposer && opponent) await this.mail.send(tx, matchProposedEmail(proposer, opponent, match, this.config.appUrl));
  }

  private async answer(event: MatchAnswered, tx: Transaction): Promise<void> {
    const { match, proposer, opponent } = await this.load(event.aggregateId, tx);
    if (proposer && opponent)
      await this.mail.send(tx, matchAnsweredEmail(proposer, opponent, match, event.payload.response, this.config.appUrl));
  }

  private async load(matchId: string | number, tx: Transaction) {
    const match = await tx.manager.findOneByOrFail(MatchEvent, { id: Number(matchId) });
    const profiles = await this.people.profiles([match.playerId, match.opponentId]);
    return { match, proposer: profiles.get(match.playerId), opponent: profiles.get(match.opponentId) };
  }
}
