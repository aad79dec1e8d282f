import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { enforce } from '../../../platform/rules';
import { UserDeleted } from '../../identity';
import { RegistrationNotification } from '../domain/registration-notification.entity';
import { organizerDeletionRefusal } from '../domain/rules/organizer-has-no-tournaments.rule';
import { TournamentParticipant } from '../domain/tournament-participant.entity';
import { Tournament } from '../domain/tournament.entity';

/**
 * In the deletion's own transaction: refuse (409, rolling the deletion back) while the user organizes tournaments,
 * else remove their enrolments and any notification addressed to them. Registrations made through the public form
 * stay: they belong to the tournament's records and name the registrant themselves.
 */
@Injectable()
export class RemoveParticipationOfDeletedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(userId: number, tx: Transaction): Promise<void> {
    const organized = await tx.manager.countBy(Tournament, { organizerId: userId });
    enforce(organizerDeletionRefusal(organized));
    await tx.manager.delete(TournamentParticipant, { participantId: userId });
    await tx.manager.delete(RegistrationNotification, { recipientId: userId });
  }
}
