import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminBootcamp, Page } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
import { userProfiles } from '../../ports/user-profiles';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ListAllBootcampsQuery } from './list-all-bootcamps.query';

@QueryHandler(ListAllBootcampsQuery)
export class ListAllBootcampsHandler implements IQueryHandler<ListAllBootcampsQuery, Page<AdminBootcamp>> {
  constructor(
    private readonly views: BootcampViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter }: ListAllBootcampsQuery): Promise<Page<AdminBootcamp>> {
    return readPage(
      filter,
      ({ limit, offset }) =>
        this.views.bootcamps.findAndCount({
          where: filter.status ? { status: filter.status } : {},
          order: { createdAt: 'DESC', id: 'DESC' },
          take: limit,
          skip: offset,
        }),
      async (rows) => {
        const organizers = await userProfiles(
          this.queries,
          rows.map((row) => row.organizerId),
        );
        const names = new Map(organizers.map((o) => [o.id, `${o.firstName} ${o.lastName}`.trim()]));
        const items = (await this.views.withCounts(rows)).map((bootcamp) => ({
          ...bootcamp,
          organizerName: names.get(bootcamp.organizerId) ?? null,
        }));
        return items;
      },
    );
  }
}
