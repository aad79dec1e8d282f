import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AvailableBootcamp, Page } from '@rallypoint/shared';
import { MoreThanOrEqual } from 'typeorm';
import { Clock } from '../../../../platform/clock';
import { readPage } from '../../../../platform/database/paging';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ListAvailableBootcampsQuery } from './list-available-bootcamps.query';

@QueryHandler(ListAvailableBootcampsQuery)
export class ListAvailableBootcampsHandler implements IQueryHandler<ListAvailableBootcampsQuery, Page<AvailableBootcamp>> {
  constructor(
    private readonly views: BootcampViews,
    private readonly clock: Clock,
  ) {}

  async execute({ viewerId, page, everyStatus }: ListAvailableBootcampsQuery): Promise<Page<AvailableBootcamp>> {
    return readPage(
      page,
      ({ limit, offset }) =>
        this.views.bootcamps.findAndCount({
          where: everyStatus ? {} : { status: 'approved', endDate: MoreThanOrEqual(this.clock.today()) },
          order: { startDate: 'ASC', id: 'ASC' },
          take: limit,
          skip: offset,
        }),
      async (rows) => {
        const bootcamps = await this.views.withCounts(rows);
        const registered = await this.views.registeredIn(
          viewerId,
          rows.map((row) => row.id),
        );
        const standings = await this.views.standings(viewerId, bootcamps);
        const items = bootcamps.map((bootcamp) => ({
          ...bootcamp,
          seatsLeft: Math.max(0, bootcamp.maxParticipants - bootcamp.registrationCount),
          isRegistered: registered.has(bootcamp.id),
          ...standings.get(bootcamp.id)!,
        }));
        return items;
      },
    );
  }
}
