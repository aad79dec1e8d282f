import { DomainEvent } from './domain-event';
import { Transaction } from './transaction';
import { TransactionalReactions } from './transactional-reactions';

class CourtBooked extends DomainEvent<{ court: string }> {
  constructor(id: number) {
    super('court', id, { court: 'Centre' });
  }
}
class CourtReleased extends DomainEvent {
  constructor(id: number) {
    super('court', id, {});
  }
}

describe(TransactionalReactions.name, () => {
  const tx = () => new Transaction({} as never, 7);

  it('names a stored event after its class', () => {
    expect(new CourtBooked(1).type).toBe('CourtBooked');
  });

  it('runs only the reactions subscribed to that event class, in order', async () => {
    const reactions = new TransactionalReactions();
    const calls: string[] = [];
    reactions.on(CourtBooked, async (e) => void calls.push(`first ${e.payload.court}`));
    reactions.on(CourtBooked, async () => void calls.push('second'));
    reactions.on(CourtReleased, async () => void calls.push('released'));
    await reactions.run(new CourtBooked(1), tx());
    expect(calls).toEqual(['first Centre', 'second']);
  });

  it('lets a reaction record a follow-up event in the same transaction', async () => {
    const reactions = new TransactionalReactions();
    reactions.on(CourtBooked, async (e, t) => t.record(new CourtReleased(Number(e.aggregateId))));
    const transaction = tx();
    transaction.record(new CourtBooked(3));
    await reactions.run(transaction.events[0], transaction);
    expect(transaction.events.map((e) => e.type)).toEqual(['CourtBooked', 'CourtReleased']);
  });
});
