import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { BootcampRegistrant, Page } from '@rallypoint/shared';
import { readPage } from '../../../../platform/database/paging';
import { enforce, notFound, orRefuse } from '../../../../platform/rules';
import { BOOTCAMP_NOT_FOUND } from '../../domain/bootcamp.errors';
import { registrantsAccessRefusal } from '../../domain/rules/registrants-access.rule';
import { userProfiles } from '../../ports/user-profiles';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ListBootcampRegistrantsQuery } from './list-bootcamp-registrants.query';

@QueryHandler(ListBootcampRegistrantsQuery)
export class ListBootcampRegistrantsHandler implements IQueryHandler<ListBootcampRegistrantsQuery, Page<BootcampRegistrant>> {
  constructor(
    private readonly views: BootcampViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ bootcampId, viewer, page }: ListBootcampRegistrantsQuery): Promise<Page<BootcampRegistrant>> {
    const bootcamp = orRefuse(
      await this.views.bootcamps.findOne({ select: { id: true, organizerId: true }, where: { id: bootcampId } }),
      notFound(BOOTCAMP_NOT_FOUND),
    );
    enforce(registrantsAccessRefusal(bootcamp, viewer));

    return readPage(
      page,
      ({ limit, offset }) =>
        this.views.registrations.findAndCount({
          where: { bootcampId },
          order: { registeredAt: 'ASC', id: 'ASC' },
          take: limit,
          skip: offset,
        }),
      async (rows) => {
        const people = new Map(
          (
            await userProfiles(
              this.queries,
              rows.map((row) => row.userId),
            )
          ).map((p) => [p.id, p]),
        );
        const items = rows.map((row) => {
          const person = people.get(row.userId);
          return {
            id: row.id,
            userId: row.userId,
            name: person ? `${person.firstName} ${person.lastName}`.trim() : null,
            email: person?.email ?? null,
            registeredAt: row.registeredAt.toISOString(),
            status: row.status,
            paymentStatus: row.paymentStatus,
          };
        });
        return items;
      },
    );
  }
}
