import { EntityManager, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import type { IQuery, QueryBus } from '@nestjs/cqrs';
import { DomainEvent } from './domain-event';

/** What a command handler gets inside its one transaction. */
export class Transaction {
  readonly events: DomainEvent[] = [];
  readonly afterCommitCallbacks: Array<() => void | Promise<void>> = [];
  /** Rows this transaction already read or wrote, by entity and id, so its event handlers need not read them again. */
  private readonly held = new Map<EntityTarget<ObjectLiteral>, Map<number, ObjectLiteral>>();
  /** Answers of other contexts' queries asked in this transaction, by query class and arguments. */
  private readonly answers = new Map<string, Promise<unknown>>();

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

  /**
   * Another context's query, asked once per transaction however many handlers and reactions ask it. For reads of
   * what this transaction does not change (a tournament's name while its result is decided).
   */
  ask<R>(queries: QueryBus, query: IQuery): Promise<R> {
    const key = `${query.constructor.name}:${JSON.stringify(query)}`;
    let answer = this.answers.get(key);
    if (!answer) this.answers.set(key, (answer = queries.execute<IQuery, R>(query)));
    return answer as Promise<R>;
  }

  /** Runs once the transaction has committed (never when it rolls back). */
  afterCommit(callback: () => void | Promise<void>): void {
    this.afterCommitCallbacks.push(callback);
  }
}
