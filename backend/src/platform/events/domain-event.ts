/**
 * A fact a context announces. `tx.record(event)` stores it in `event_log` in the same transaction as the
 * change, and the handlers subscribed to its class with `TransactionalReactions.on` run in that transaction
 * too, before commit. Nothing else receives it: there is no after-commit event bus.
 */
export abstract class DomainEvent<TPayload extends object = Record<string, unknown>> {
  readonly occurredAt = new Date();

  constructor(
    readonly aggregateType: string,
    readonly aggregateId: string | number,
    readonly payload: TPayload,
  ) {}

  /** The stored event type; the class name keeps it stable and greppable. */
  get type(): string {
    return this.constructor.name;
  }
}
