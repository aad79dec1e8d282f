import { EntityManager, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import { DomainEvent } from './domain-event';

/** What a command handler gets inside its one transaction. */
export class Transaction {
  readonly events: DomainEvent[] = [];
  readonly afterCommitCallbacks: Array<() => void | Promise<void>> = [];
  /** Rows this transaction already read or wrote, by entity and id, so its event handlers need not read them again. */
  private readonly held = new Map<EntityTarget<ObjectLiteral>, Map<number, ObjectLiteral>>();

  constructor(
    readonly manager: EntityManager,
    readonly actorId: number | null,
  ) {}

  /** Records a domain event: it is appended to the event log before this transaction commits. */
  record(event: DomainEvent): void {
    this.events.push(event);
  }

  /** Keeps a row the command read or wrote (as it left it) for the event handlers that `load` it. */
  hold<T extends ObjectLiteral & { id: number }>(entity: EntityTarget<T>, row: T): T {
    const rows = this.held.get(entity) ?? new Map<number, ObjectLiteral>();
    this.held.set(entity, rows.set(row.id, row));
    return row;
  }

  /** A row that must exist: the one this transaction holds, else read (and held) inside the transaction. */
  async load<T extends ObjectLiteral & { id: number }>(entity: EntityTarget<T>, id: number): Promise<T> {
    const held = this.held.get(entity)?.get(id) as T | undefined;
    return held ?? this.hold(entity, await this.manager.findOneByOrFail(entity, { id } as FindOptionsWhere<T>));
  }

  /** Runs once the transaction has committed (never when it rolls back). */
  afterCommit(callback: () => void | Promise<void>): void {
    this.afterCommitCallbacks.push(callback);
  }
}
