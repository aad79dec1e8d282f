import { newMessageId } from './message-id';

describe('newMessageId', () => {
  it('is unique and carries the sender domain', () => {
    const first = newMessageId('RallyPoint <no-reply@rallypoint.example>');
    expect(first).toMatch(/^<[0-9a-f-]{36}@rallypoint\.example>$/);
    expect(newMessageId('RallyPoint <no-reply@rallypoint.example>')).not.toBe(first);
    expect(newMessageId('plain@mail.example')).toMatch(/@mail\.example>$/);
    expect(newMessageId('no address')).toMatch(/@rallypoint\.outbox>$/);
  });
});
