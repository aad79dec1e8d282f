import { Injectable, OnModuleInit } from '@nestjs/common';
import { In } from 'typeorm';
import { Clock } from '../../../platform/clock';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { enforce } from '../../../platform/rules';
import { UserDeleted } from '../../identity';
import { promoteFromWaitlist } from '../commands/shared/waitlist';
import { RegistrationNotification } from '../domain/registration-notification.entity';
import { organizerDeletionRefusal } from '../domain/rules/organizer-has-no-tournaments.rule';
import { TournamentParticipant } from '../domain/tournament-participant.entity';
import { TournamentWaitlistEntry } from '../domain/tournament-waitlist-entry.entity';
import { Tournament } from '../domain/tournament.entity';
import { tournamentIdsTakenPartInBy } from '../persistence/tournaments.sql';

/**
 * In the deletion's own transaction: refuse (409, rolling the deletion back) while the user organizes tournaments,
 * else remove their enrolments, their places in line and any notification addressed to them; a place they held goes
 * to the first player waiting for it. Registrations made through the public form stay: they belong to the
 * tournament's records and name the registrant themselves.
 */
@Injectable()
export class RemoveParticipationOfDeletedUser implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(userId: number, tx: Transaction): Promise<void> {
    const organized = await tx.manager.countBy(Tournament, { organizerId: userId });
    enforce(organizerDeletionRefusal(organized));
    const tournaments = await this.lockTournamentsOf(userId, tx);
    await tx.manager.delete(TournamentParticipant, { participantId: userId });
    await tx.manager.delete(TournamentWaitlistEntry, { userId });
    await tx.manager.delete(RegistrationNotification, { recipientId: userId });
    for (const tournament of tournaments) await promoteFromWaitlist(tx, tournament, this.clock.today());
  }

  /**
   * The tournaments the user holds a place in or waits for, locked in id order before any of their rows is touched,
   * as enrolments and withdrawals lock first: a withdrawal promoting this user has finished, or waits for the deletion.
   */
  private async lockTournamentsOf(userId: number, tx: Transaction): Promise<Tournament[]> {
    const ids = await tournamentIdsTakenPartInBy(tx.manager, userId);
    if (!ids.length) return [];
    return tx.manager.find(Tournament, {
      where: { id: In(ids) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
