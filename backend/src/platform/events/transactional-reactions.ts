import { Injectable } from '@nestjs/common';
import { DomainEvent } from './domain-event';
import { Transaction } from './transaction';

type EventClass<E extends DomainEvent> = abstract new (...args: never[]) => E;
type Reaction<E extends DomainEvent> = (event: E, tx: Transaction) => Promise<void>;

/**
 * Reactions that must commit or fail together with the change that raised the event
 * (e.g. a registration and the organizer's notification). Contexts subscribe here by
 * event class, so they depend on the event, never on each other's internals.
 */
@Injectable()
export class TransactionalReactions {
  private readonly reactions = new Map<EventClass<DomainEvent>, Reaction<DomainEvent>[]>();

  on<E extends DomainEvent>(eventClass: EventClass<E>, reaction: Reaction<E>): void {
    const list = this.reactions.get(eventClass) ?? [];
    list.push(reaction as Reaction<DomainEvent>);
    this.reactions.set(eventClass, list);
  }

  async run(event: DomainEvent, tx: Transaction): Promise<void> {
    for (const reaction of this.reactions.get(event.constructor as EventClass<DomainEvent>) ?? []) {
      await reaction(event, tx);
    }
  }
}
