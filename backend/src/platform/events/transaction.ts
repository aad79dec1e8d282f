import { EntityManager } from 'typeorm';
import { DomainEvent } from './domain-event';

/** What a command handler gets inside its one transaction. */
export class Transaction {
  readonly events: DomainEvent[] = [];
  readonly afterCommitCallbacks: Array<() => void | Promise<void>> = [];

  constructor(
    readonly manager: EntityManager,
    readonly actorId: number | null,
  ) {}

  /** Records a domain event: it is appended to the event log before this transaction commits. */
  record(event: DomainEvent): void {
    this.events.push(event);
  }

  /** Runs once the transaction has committed (never when it rolls back). */
  afterCommit(callback: () => void | Promise<void>): void {
    this.afterCommitCallbacks.push(callback);
  }
}
