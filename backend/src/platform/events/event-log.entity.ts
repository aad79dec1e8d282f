import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The append-only audit record of every domain event (not event sourcing: state lives in
 * each context's tables). A database trigger refuses UPDATE and DELETE on this table.
 */
@Entity({ name: 'event_log' })
export class EventLogEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ name: 'aggregate_type', type: 'varchar', length: 50 })
  aggregateType: string;

  @Column({ name: 'aggregate_id', type: 'varchar', length: 64 })
  aggregateId: string;

  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'now()' })
  occurredAt: Date;
}
