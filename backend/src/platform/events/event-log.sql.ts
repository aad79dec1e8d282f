import type { EntityManager } from 'typeorm';
import { statementRows } from '../database/statement-rows';
import type { DomainEvent } from './domain-event';

/**
 * The event_log rows (event-log.entity.ts) of the events recorded so far, in one statement and in their order: every
 * command writes them, and a catch-up that rates fifty results records fifty. Plain SQL, not the entity: part of the
 * registration path made plain SQL (416 → ~600 registrations/s, tools/bench/scale.mjs, commit c8b97de), then one
 * statement for a whole batch.
 */
const APPEND_EVENTS_SQL = `
  INSERT INTO event_log (type, aggregate_type, aggregate_id, actor_id, payload, occurred_at)
  SELECT type, aggregate_type, aggregate_id, $4, payload, occurred_at
  FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $5::jsonb[], $6::timestamptz[])
    WITH ORDINALITY AS e(type, aggregate_type, aggregate_id, payload, occurred_at, position)
  ORDER BY position`;

export async function appendEvents(
  manager: EntityManager,
  actorId: number | null,
  events: readonly DomainEvent[],
): Promise<void> {
  await statementRows(manager, APPEND_EVENTS_SQL, [
    events.map((event) => event.type),
    events.map((event) => event.aggregateType),
    events.map((event) => String(event.aggregateId)),
    actorId,
    events.map((event) => JSON.stringify(event.payload)),
    events.map((event) => event.occurredAt),
  ]);
}
