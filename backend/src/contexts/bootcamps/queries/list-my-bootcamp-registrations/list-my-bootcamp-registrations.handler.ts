import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyBootcampRegistration } from '@rallypoint/shared';
import { myRegistrationRows } from '../../persistence/registrations.sql';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ListMyBootcampRegistrationsQuery } from './list-my-bootcamp-registrations.query';

@QueryHandler(ListMyBootcampRegistrationsQuery)
export class ListMyBootcampRegistrationsHandler implements IQueryHandler<
  ListMyBootcampRegistrationsQuery,
  MyBootcampRegistration[]
> {
  constructor(private readonly views: BootcampViews) {}

  async execute({ userId }: ListMyBootcampRegistrationsQuery): Promise<MyBootcampRegistration[]> {
    const rows = await myRegistrationRows(this.views.registrations.manager, userId);
    return rows.map((row) => ({ ...row, registeredAt: new Date(row.registeredAt).toISOString() }));
  }
}
