/**
 * A fact a context announces. Stored in `event_log` in the same transaction as the change,
 * then published on the CQRS event bus once that transaction commits.
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
