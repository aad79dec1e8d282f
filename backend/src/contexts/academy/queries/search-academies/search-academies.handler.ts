import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Academy as AcademyView, Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { readPage } from '../../../../platform/database/paging';
import { Academy } from '../../domain/academy.entity';
import { searchAcademyRows } from '../../persistence/academy-search.sql';
import { toAcademyView } from '../read-model/academy-views';
import { SearchAcademiesQuery } from './search-academies.query';

@QueryHandler(SearchAcademiesQuery)
export class SearchAcademiesHandler implements IQueryHandler<SearchAcademiesQuery, Page<AcademyView>> {
  constructor(@InjectRepository(Academy) private readonly academies: Repository<Academy>) {}

  execute({ filters }: SearchAcademiesQuery): Promise<Page<AcademyView>> {
    return readPage(
      filters,
      (window) => searchAcademyRows(this.academies.manager, filters, window),
      (rows) => rows.map(toAcademyView),
    );
  }
}
