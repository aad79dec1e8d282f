import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { RegistrationSubmitted } from '../domain/events/registration-submitted.event';
import { Tournament } from '../domain/tournament.entity';

/** A registration_notifications row (registration-notification.entity.ts): one per public registration, as plain SQL. */
const NOTIFICATION_SQL = `INSERT INTO registration_notifications
  (tournament_id, registration_id, recipient_id, recipient_type, tournament_code, player_name, player_email)
  VALUES ($1, $2, $3, 'organizer', $4, $5, $6)`;

/** The organizer's dashboard notification, written in the registration's own transaction. */
@Injectable()
export class NotifyOrganizerWhenRegistrationSubmitted implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(RegistrationSubmitted, (event, tx) => this.notifyOrganizer(event, tx));
  }

  private async notifyOrganizer(event: RegistrationSubmitted, tx: Transaction): Promise<void> {
    const tournament = await tx.load(Tournament, Number(event.aggregateId));
    await tx.manager.query(NOTIFICATION_SQL, [
      tournament.id,
      event.payload.registrationId,
      tournament.organizerId,
      tournament.tournamentCode,
      event.payload.fullName,
      event.payload.email,
    ]);
  }
}
