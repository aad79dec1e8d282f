import type { TournamentDetail, TournamentStoredStatus, TournamentSummary } from '@rallypoint/shared';
import { displayStatusOf } from '../../domain/tournament-status';
import type { Tournament } from '../../domain/tournament.entity';

/** A tournament as other contexts read it: what people see, plus the stored approval state to decide on. */
export type TournamentView = TournamentDetail & { storedStatus: TournamentStoredStatus };

export interface TournamentExtras {
  organizerName: string;
  participantCount: number;
}

export function toTournamentSummary(tournament: Tournament, on: string): TournamentSummary {
  return {
    id: tournament.id,
    name: tournament.name,
    tournamentCode: tournament.tournamentCode,
    sport: tournament.sport,
    venue: tournament.venue,
    divisions: tournament.divisions,
    status: displayStatusOf(tournament, on),
    createdAt: tournament.createdAt.toISOString(),
  };
}

export function toTournamentView(tournament: Tournament, extras: TournamentExtras, on: string): TournamentView {
  return {
    ...toTournamentSummary(tournament, on),
    description: tournament.description,
    organizerId: tournament.organizerId,
    organizerName: extras.organizerName,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    registrationDeadline: tournament.registrationDeadline,
    maxParticipants: tournament.maxParticipants,
    participantCount: extras.participantCount,
    entryFee: tournament.entryFee,
    prizePool: tournament.prizePool,
    rules: tournament.rules,
    additionalInfo: tournament.additionalInfo,
    poc1Name: tournament.poc1Name,
    poc1Contact: tournament.poc1Contact,
    poc1Email: tournament.poc1Email,
    poc2Name: tournament.poc2Name,
    poc2Contact: tournament.poc2Contact,
    poc2Email: tournament.poc2Email,
    updatedAt: tournament.updatedAt.toISOString(),
    storedStatus: tournament.status,
  };
}

/** HTTP answers carry the contract's fields only. */
export function toTournamentDetail({ storedStatus: _stored, ...detail }: TournamentView): TournamentDetail {
  return detail;
}
