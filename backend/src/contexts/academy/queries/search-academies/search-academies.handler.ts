import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Academy as AcademyView, Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { pageWindow, toPage } from '../../../../platform/database/paging';
import { Academy } from '../../domain/academy.entity';
import { searchAcademyRows } from '../../persistence/academy-search.sql';
import { toAcademyView } from '../read-model/academy-views';
import { SearchAcademiesQuery } from './search-academies.query';

@QueryHandler(SearchAcademiesQuery)
export class SearchAcademiesHandler implements IQueryHandler<SearchAcademiesQuery, Page<AcademyView>> {
  constructor(@InjectRepository(Academy) private readonly academies: Repository<Academy>) {}

  async execute({ filters }: SearchAcademiesQuery): Promise<Page<AcademyView>> {
    const [rows, total] = await searchAcademyRows(this.academies.manager, filters, pageWindow(filters));
    return toPage(rows.map(toAcademyView), total, filters);
  }
}
