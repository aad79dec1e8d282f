import { DomainEvent } from '../../../../platform/events';

export class PlayerUpdateRead extends DomainEvent<Record<string, never>> {
  constructor(updateId: number) {
    super('player_update', updateId, {});
  }
}

export class AllPlayerUpdatesRead extends DomainEvent<{ count: number }> {
  constructor(userId: number, count: number) {
    super('user', userId, { count });
  }
}
