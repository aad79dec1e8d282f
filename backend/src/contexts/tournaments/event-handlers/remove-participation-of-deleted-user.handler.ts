import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { In, IsNull } from 'typeorm';
import { Clock } from '../../../platform/clock';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { enforce } from '../../../platform/rules';
import { UserDeleted } from '../../identity';
import { promoteFromWaitlist } from '../commands/shared/waitlist';
import { RegistrationNotification } from '../domain/registration-notification.entity';
import { organizerDeletionRefusal } from '../domain/rules/organizer-has-no-tournaments.rule';
import { TournamentEntry } from '../domain/tournament-entry.entity';
import { TournamentWaitlistEntry } from '../domain/tournament-waitlist-entry.entity';
import { Tournament } from '../domain/tournament.entity';
import { tournamentIdsOfAccount } from '../persistence/entries.sql';

/**
 * In the deletion's own transaction: refuse (409, rolling the deletion back) while the user organizes tournaments,
 * else take the account out of its entries (docs/decisions/0013): an entry made only by Enroll goes (its place is freed
 * at commit and goes to the first in line), an entry whose form was filled stays in the tournament's records without
 * its account, as a form entry; likewise its places in line, and any notification addressed to it goes.
 */
@Injectable()
export class RemoveParticipationOfDeletedUser implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(userId: number, tx: Transaction): Promise<void> {
    const organized = await tx.manager.countBy(Tournament, { organizerId: userId });
    enforce(organizerDeletionRefusal(organized));
    const tournaments = await this.lockTournamentsOf(userId, tx);
    await tx.manager.delete(TournamentEntry, { userId, formFilled: false });
    await tx.manager.update(TournamentEntry, { userId }, { userId: null });
    await tx.manager.delete(TournamentWaitlistEntry, { userId, form: IsNull() });
    await tx.manager.update(TournamentWaitlistEntry, { userId }, { userId: null });
    await tx.manager.delete(RegistrationNotification, { recipientId: userId });
    for (const tournament of tournaments) await promoteFromWaitlist(tx, this.queries, tournament, this.clock.today());
  }

  /**
   * The tournaments the user holds an entry in or waits for, locked in id order before any of their rows is touched,
   * as enrolments and withdrawals lock first: a withdrawal promoting this user has finished, or waits for the deletion.
   */
  private async lockTournamentsOf(userId: number, tx: Transaction): Promise<Tournament[]> {
    const ids = await tournamentIdsOfAccount(tx.manager, userId);
    if (!ids.length) return [];
    return tx.manager.find(Tournament, {
      where: { id: In(ids) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
