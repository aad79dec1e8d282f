import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Bootcamp as BootcampView, WaitlistStanding } from '@rallypoint/shared';
import { In, Repository } from 'typeorm';
import { BootcampRegistration } from '../../domain/bootcamp-registration.entity';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { clockTime } from '../../domain/calendar';
import { waitlistStandings } from '../../persistence/bootcamps.sql';
import { registrationCounts } from '../../persistence/registrations.sql';

/** A stored bootcamp as the API shows it. */
export function toBootcampView(bootcamp: Bootcamp, registrationCount: number): BootcampView {
  return {
    id: bootcamp.id,
    title: bootcamp.title,
    type: bootcamp.type,
    description: bootcamp.description,
    skillLevel: bootcamp.skillLevel,
    startDate: bootcamp.startDate,
    endDate: bootcamp.endDate,
    startTime: clockTime(bootcamp.startTime),
    endTime: clockTime(bootcamp.endTime),
    duration: bootcamp.duration,
    venue: bootcamp.venue,
    venueAddress: bootcamp.venueAddress,
    maxParticipants: bootcamp.maxParticipants,
    price: bootcamp.price,
    organizerId: bootcamp.organizerId,
    status: bootcamp.status,
    approvedBy: bootcamp.approvedBy,
    approvedAt: bootcamp.approvedAt?.toISOString() ?? null,
    createdAt: bootcamp.createdAt.toISOString(),
    registrationCount,
  };
}

/** Reads shared by the list queries: counts and "am I registered" for one page of bootcamps, never row by row. */
@Injectable()
export class BootcampViews {
  constructor(
    @InjectRepository(Bootcamp) readonly bootcamps: Repository<Bootcamp>,
    @InjectRepository(BootcampRegistration) readonly registrations: Repository<BootcampRegistration>,
  ) {}

  /** Registrations per bootcamp, counted in SQL. */
  async registrationCounts(bootcampIds: number[]): Promise<Map<number, number>> {
    if (!bootcampIds.length) return new Map();
    return registrationCounts(this.registrations.manager, bootcampIds);
  }

  /** Which of these bootcamps the user has registered for. */
  async registeredIn(userId: number, bootcampIds: number[]): Promise<Set<number>> {
    if (!bootcampIds.length) return new Set();
    const mine = await this.registrations.find({ select: { bootcampId: true }, where: { userId, bootcampId: In(bootcampIds) } });
    return new Set(mine.map((registration) => registration.bootcampId));
  }

  /**
   * Where the user stands on each of these bootcamps: no free place for a newcomer when all are taken or someone
   * already waits (nobody jumps the line), and their place in line. One query for the page.
   */
  async standings(userId: number, bootcamps: BootcampView[]): Promise<Map<number, WaitlistStanding>> {
    if (!bootcamps.length) return new Map();
    const rows = await waitlistStandings(
      this.registrations.manager,
      userId,
      bootcamps.map((b) => b.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return new Map(
      bootcamps.map((bootcamp) => {
        const row = byId.get(bootcamp.id);
        const isFull = bootcamp.registrationCount >= bootcamp.maxParticipants || !!row?.hasWaitlist;
        return [bootcamp.id, { isFull, waitlistPosition: row?.waitlistPosition ?? null }];
      }),
    );
  }

  /** One page of bootcamps with their registration counts. */
  async withCounts(bootcamps: Bootcamp[]): Promise<BootcampView[]> {
    const counts = await this.registrationCounts(bootcamps.map((bootcamp) => bootcamp.id));
    return bootcamps.map((bootcamp) => toBootcampView(bootcamp, counts.get(bootcamp.id) ?? 0));
  }
}
