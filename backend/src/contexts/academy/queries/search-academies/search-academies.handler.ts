import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Academy as AcademyView, Page } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { containsPattern, pageWindow, toPage } from '../../../../platform/database/paging';
import { Academy } from '../../domain/academy.entity';
import { toAcademyView } from '../read-model/academy-views';
import { SearchAcademiesQuery } from './search-academies.query';

@QueryHandler(SearchAcademiesQuery)
export class SearchAcademiesHandler implements IQueryHandler<SearchAcademiesQuery, Page<AcademyView>> {
  constructor(@InjectRepository(Academy) private readonly academies: Repository<Academy>) {}

  async execute({ filters }: SearchAcademiesQuery): Promise<Page<AcademyView>> {
    const { limit, offset } = pageWindow(filters);
    const query = this.academies.createQueryBuilder('a').where('a.isActive = true');
    if (filters.search) {
      query.andWhere(
        "(a.name ILIKE :pattern ESCAPE '\\' OR a.city ILIKE :pattern ESCAPE '\\' OR a.state ILIKE :pattern ESCAPE '\\')",
        {
          pattern: containsPattern(filters.search),
        },
      );
    }
    if (filters.sport) query.andWhere(':sport = ANY(a.sports)', { sport: filters.sport });
    if (filters.priceRange) query.andWhere('a.priceRange = :priceRange', { priceRange: filters.priceRange });
    if (filters.minRating !== undefined) query.andWhere('a.rating >= :minRating', { minRating: filters.minRating });
    const [rows, total] = await query
      .orderBy('a.rating', 'DESC')
      .addOrderBy('a.name', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .take(limit)
      .skip(offset)
      .getManyAndCount();
    return toPage(rows.map(toAcademyView), total, filters);
  }
}
