import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { RegistrationSubmitted } from '../domain/events/registration-submitted.event';
import { Tournament } from '../domain/tournament.entity';
import { insertOrganizerNotification } from '../persistence/notifications.sql';

/** The organizer's dashboard notification, written in the registration's own transaction. */
@Injectable()
export class NotifyOrganizerWhenRegistrationSubmitted implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(RegistrationSubmitted, (event, tx) => this.notifyOrganizer(event, tx));
  }

  private async notifyOrganizer(event: RegistrationSubmitted, tx: Transaction): Promise<void> {
    const tournament = await tx.load(Tournament, Number(event.aggregateId));
    await insertOrganizerNotification(tx.manager, {
      tournamentId: tournament.id,
      entryId: event.payload.registrationId,
      organizerId: tournament.organizerId,
      tournamentCode: tournament.tournamentCode,
      playerName: event.payload.fullName,
      playerEmail: event.payload.email,
    });
  }
}
