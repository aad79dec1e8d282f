import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { TournamentEnrollment } from '@rallypoint/shared';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { ListMyEnrollmentsQuery } from './list-my-enrollments.query';

@QueryHandler(ListMyEnrollmentsQuery)
export class ListMyEnrollmentsHandler implements IQueryHandler<ListMyEnrollmentsQuery, TournamentEnrollment[]> {
  constructor(@InjectRepository(TournamentParticipant) private readonly participants: Repository<TournamentParticipant>) {}

  async execute({ userId }: ListMyEnrollmentsQuery): Promise<TournamentEnrollment[]> {
    const rows = await this.participants.find({
      where: { participantId: userId },
      order: { registrationDate: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => ({
      tournamentId: row.tournamentId,
      registrationDate: row.registrationDate.toISOString(),
      status: row.status,
    }));
  }
}
