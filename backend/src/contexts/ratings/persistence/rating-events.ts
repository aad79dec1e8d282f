import { In, type EntityManager } from 'typeorm';
import { EventLogEntry } from '../../../platform/events';
import type { LoggedEvent } from '../domain/rated-results-from-events';

/** The logged events of these types, oldest first: what a rebuild folds into the ratings. */
export function loggedRatingEvents(manager: EntityManager, types: readonly string[]): Promise<LoggedEvent[]> {
  return manager.find(EventLogEntry, {
    where: { type: In([...types]) },
    order: { id: 'ASC' },
    select: { type: true, aggregateId: true, payload: true },
  });
}
