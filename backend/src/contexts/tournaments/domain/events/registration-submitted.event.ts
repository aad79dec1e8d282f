import { DomainEvent } from '../../../../platform/events';

/** Someone sent the public registration form; the organizer is notified and the registrant e-mailed. */
export class RegistrationSubmitted extends DomainEvent<{ registrationId: number; fullName: string; email: string }> {
  constructor(tournamentId: number, payload: { registrationId: number; fullName: string; email: string }) {
    super('tournament', tournamentId, payload);
  }
}
