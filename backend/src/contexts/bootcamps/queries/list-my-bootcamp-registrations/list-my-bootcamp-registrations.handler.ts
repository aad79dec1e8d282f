import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyBootcampRegistration } from '@rallypoint/shared';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ListMyBootcampRegistrationsQuery } from './list-my-bootcamp-registrations.query';

interface Row {
  id: number;
  bootcampId: number;
  title: string;
  type: MyBootcampRegistration['type'];
  startDate: string;
  endDate: string;
  venue: string;
  registeredAt: Date;
  status: string;
  paymentStatus: string;
}

@QueryHandler(ListMyBootcampRegistrationsQuery)
export class ListMyBootcampRegistrationsHandler implements IQueryHandler<
  ListMyBootcampRegistrationsQuery,
  MyBootcampRegistration[]
> {
  constructor(private readonly views: BootcampViews) {}

  async execute({ userId }: ListMyBootcampRegistrationsQuery): Promise<MyBootcampRegistration[]> {
    const rows = await this.views.registrations
      .createQueryBuilder('r')
      .innerJoin(Bootcamp, 'b', 'b.id = r.bootcamp_id')
      .select('r.id', 'id')
      .addSelect('r.bootcamp_id', 'bootcampId')
      .addSelect('b.title', 'title')
      .addSelect('b.type', 'type')
      .addSelect(`to_char(b.start_date, 'YYYY-MM-DD')`, 'startDate')
      .addSelect(`to_char(b.end_date, 'YYYY-MM-DD')`, 'endDate')
      .addSelect('b.venue', 'venue')
      .addSelect('r.registered_at', 'registeredAt')
      .addSelect('r.status', 'status')
      .addSelect('r.payment_status', 'paymentStatus')
      .where('r.user_id = :userId', { userId })
      .orderBy('r.registered_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .getRawMany<Row>();
    return rows.map((row) => ({ ...row, registeredAt: new Date(row.registeredAt).toISOString() }));
  }
}
