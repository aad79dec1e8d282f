import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { RegistrationListItem, TournamentParticipant as ParticipantView } from '@rallypoint/shared';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { enforce, notFound } from '../../domain/rules/refusal';
import { viewRefusal } from '../../domain/rules/tournament-access.rule';
import { TournamentParticipant } from '../../domain/tournament-participant.entity';
import { TournamentRegistration } from '../../domain/tournament-registration.entity';
import { today } from '../../domain/tournament-status';
import { TOURNAMENT_NOT_FOUND } from '../../domain/tournament.errors';
import { Tournament } from '../../domain/tournament.entity';
import type { Viewer } from '../../domain/viewer';
import { toTournamentView, type TournamentView } from './tournament-view';

export const UNKNOWN_NAME = 'Unknown';

/** Reads shared by the query handlers: tournaments with their organizer's name and head count. */
@Injectable()
export class TournamentViews {
  constructor(
    @InjectRepository(Tournament) readonly tournaments: Repository<Tournament>,
    @InjectRepository(TournamentParticipant) private readonly participants: Repository<TournamentParticipant>,
    @InjectRepository(TournamentRegistration) private readonly registrations: Repository<TournamentRegistration>,
    private readonly queries: QueryBus,
  ) {}

  /** The tournament if this viewer may know it exists (see viewRefusal); otherwise a 404. */
  async visibleTo(viewer: Viewer | null, tournamentId: number): Promise<Tournament> {
    const tournament = await this.tournaments.findOneBy({ id: tournamentId });
    enforce(tournament ? viewRefusal(tournament, viewer) : notFound(TOURNAMENT_NOT_FOUND));
    return tournament!;
  }

  async view(tournamentId: number): Promise<TournamentView | null> {
    const tournament = await this.tournaments.findOneBy({ id: tournamentId });
    return tournament ? (await this.views([tournament]))[0] : null;
  }

  /** Two extra queries for the whole list, not two per tournament. */
  async views(tournaments: Tournament[], on: string = today()): Promise<TournamentView[]> {
    if (tournaments.length === 0) return [];
    const [counts, profiles] = await Promise.all([
      this.participantCounts(tournaments.map((t) => t.id)),
      this.profiles(tournaments.map((t) => t.organizerId)),
    ]);
    return tournaments.map((tournament) =>
      toTournamentView(
        tournament,
        { organizerName: displayName(profiles.get(tournament.organizerId)), participantCount: counts.get(tournament.id) ?? 0 },
        on,
      ),
    );
  }

  async participantList(tournamentId: number): Promise<ParticipantView[]> {
    const rows = await this.participants.find({ where: { tournamentId }, order: { registrationDate: 'ASC', id: 'ASC' } });
    const profiles = await this.profiles(rows.map((row) => row.participantId));
    return rows.map((row) => {
      const profile = profiles.get(row.participantId);
      return {
        participantId: row.participantId,
        firstName: profile?.firstName ?? UNKNOWN_NAME,
        lastName: profile?.lastName ?? '',
        username: profile?.username ?? '',
        email: profile?.email ?? '',
        phone: profile?.phone ?? null,
        level: profile?.level ?? null,
        registrationDate: row.registrationDate.toISOString(),
        status: row.status,
      };
    });
  }

  async registrationList(tournamentId: number): Promise<RegistrationListItem[]> {
    const rows = await this.registrations.find({ where: { tournamentId }, order: { registrationDate: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      sport: row.sport,
      skillLevel: row.skillLevel,
      skillDescription: row.skillDescription,
      handedness: row.handedness,
      availableTimes: row.availableTimes,
      registrationDate: row.registrationDate.toISOString(),
      status: row.status,
    }));
  }

  private async participantCounts(tournamentIds: number[]): Promise<Map<number, number>> {
    const rows = await this.participants
      .createQueryBuilder('p')
      .select('p.tournament_id', 'tournamentId')
      .addSelect('count(*)::int', 'count')
      .where({ tournamentId: In(tournamentIds) })
      .groupBy('p.tournament_id')
      .getRawMany<{ tournamentId: number; count: number }>();
    return new Map(rows.map((row) => [row.tournamentId, row.count]));
  }

  /** People's names and contact details belong to the identity context; asked for through its query. */
  private async profiles(userIds: number[]): Promise<Map<number, UserProfile>> {
    const profiles = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(new GetUserProfilesQuery(userIds));
    return new Map(profiles.map((profile) => [profile.id, profile]));
  }
}

function displayName(profile: UserProfile | undefined): string {
  if (!profile) return UNKNOWN_NAME;
  return `${profile.firstName} ${profile.lastName}`.trim() || profile.username;
}
