import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ratedPlayerIds } from '../../persistence/ratings.sql';
import { ListRatedPlayerIdsQuery } from './list-rated-player-ids.query';

@QueryHandler(ListRatedPlayerIdsQuery)
export class ListRatedPlayerIdsHandler implements IQueryHandler<ListRatedPlayerIdsQuery, number[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ sport, minRating, maxRating }: ListRatedPlayerIdsQuery): Promise<number[]> {
    return ratedPlayerIds(this.dataSource.manager, sport, { minRating, maxRating });
  }
}
