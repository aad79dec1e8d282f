import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyMembership } from '@rallypoint/shared';
import { DataSource } from 'typeorm';
import { ListMyMembershipsQuery } from './list-my-memberships.query';
import { myMemberships } from './my-memberships';

@QueryHandler(ListMyMembershipsQuery)
export class ListMyMembershipsHandler implements IQueryHandler<ListMyMembershipsQuery, MyMembership[]> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ userId }: ListMyMembershipsQuery): Promise<MyMembership[]> {
    return myMemberships(this.dataSource.manager, userId);
  }
}
