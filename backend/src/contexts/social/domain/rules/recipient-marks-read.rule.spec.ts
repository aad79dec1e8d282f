import { markReadRefusal } from './recipient-marks-read.rule';

const kudos = { senderId: 1, recipientId: 2 };
const refusals = { notFound: 'Kudos not found', notRecipient: 'Only the recipient can mark these kudos as read' };

describe('markReadRefusal', () => {
  it('lets the recipient mark it read', () => {
    expect(markReadRefusal(kudos, 2, refusals)).toBeNull();
  });

  it('refuses the sender with 403', () => {
    expect(markReadRefusal(kudos, 1, refusals)).toEqual({
      kind: 'forbidden',
      message: 'Only the recipient can mark these kudos as read',
    });
  });

  it('answers 404 to anyone else and for a missing one', () => {
    expect(markReadRefusal(kudos, 3, refusals)).toEqual({ kind: 'not-found', message: 'Kudos not found' });
    expect(markReadRefusal(null, 2, refusals)).toEqual({ kind: 'not-found', message: 'Kudos not found' });
  });
});
