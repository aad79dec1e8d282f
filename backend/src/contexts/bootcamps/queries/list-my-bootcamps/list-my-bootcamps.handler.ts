import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Bootcamp, Page } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ListMyBootcampsQuery } from './list-my-bootcamps.query';

@QueryHandler(ListMyBootcampsQuery)
export class ListMyBootcampsHandler implements IQueryHandler<ListMyBootcampsQuery, Page<Bootcamp>> {
  constructor(private readonly views: BootcampViews) {}

  async execute({ organizerId, page }: ListMyBootcampsQuery): Promise<Page<Bootcamp>> {
    return readPage(
      page,
      ({ limit, offset }) =>
        this.views.bootcamps.findAndCount({
          where: { organizerId },
          order: { createdAt: 'DESC', id: 'DESC' },
          take: limit,
          skip: offset,
        }),
      (rows) => this.views.withCounts(rows),
    );
  }
}
