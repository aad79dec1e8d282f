import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListPublishedPlacesQuery, type PublishedPlace } from '../../../fixtures';
import { publishedPlacesOf } from '../../domain/published-places';
import { publishedEntries } from '../../persistence/published-places';

/** Answers the fixtures' question (their index defines it): after a fixtures save, every published place again. */
@QueryHandler(ListPublishedPlacesQuery)
export class ListPublishedPlacesHandler implements IQueryHandler<ListPublishedPlacesQuery, PublishedPlace[]> {
  async execute({ manager, tournamentId }: ListPublishedPlacesQuery): Promise<PublishedPlace[]> {
    const published = await publishedEntries(manager, tournamentId);
    return published ? publishedPlacesOf(published.entries, published.timeZone) : [];
  }
}
