import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ListResultRatingChangesQuery, type RatingChangeOfResult } from '../../../results';
import { RatingPointRow } from '../../domain/rating-point.entity';

/** The results' question, answered from the trend points: each keeps the rating before and after its result. */
@QueryHandler(ListResultRatingChangesQuery)
export class ListResultRatingChangesHandler implements IQueryHandler<ListResultRatingChangesQuery, RatingChangeOfResult[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ resultIds }: ListResultRatingChangesQuery): Promise<RatingChangeOfResult[]> {
    if (resultIds.length === 0) return [];
    const points = await this.dataSource.getRepository(RatingPointRow).find({ where: { resultId: In([...resultIds]) } });
    // Whole, as ratings are shown (sport-rating.ts).
    return points.map((p) => ({
      resultId: p.resultId,
      userId: p.userId,
      before: Math.round(p.valueBefore),
      after: Math.round(p.value),
    }));
  }
}
