import { markReadRefusal } from './own-notification.rule';

describe('markReadRefusal', () => {
  it('lets the recipient mark their notification read', () => {
    expect(markReadRefusal({ recipientId: 4 }, 4)).toBeNull();
  });

  it("forbids marking someone else's notification", () => {
    expect(markReadRefusal({ recipientId: 4 }, 5)).toEqual({
      kind: 'forbidden',
      message: 'You can only mark your own notifications as read',
    });
  });
});
