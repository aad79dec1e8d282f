import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Bootcamp } from '@rallypoint/shared';
import { notFound, orRefuse } from '../../../../platform/rules';
import { BOOTCAMP_NOT_FOUND } from '../../domain/bootcamp.errors';
import { BootcampViews } from '../read-model/bootcamp-views';
import { ViewBootcampQuery } from './view-bootcamp.query';

@QueryHandler(ViewBootcampQuery)
export class ViewBootcampHandler implements IQueryHandler<ViewBootcampQuery, Bootcamp> {
  constructor(private readonly views: BootcampViews) {}

  async execute({ bootcampId }: ViewBootcampQuery): Promise<Bootcamp> {
    const bootcamp = orRefuse(await this.views.bootcamps.findOneBy({ id: bootcampId }), notFound(BOOTCAMP_NOT_FOUND));
    const [view] = await this.views.withCounts([bootcamp]);
    return view;
  }
}
