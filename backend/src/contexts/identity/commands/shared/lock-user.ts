import type { EntityManager } from 'typeorm';
import { notFound, orRefuse } from '../../../../platform/rules';
import { USER_NOT_FOUND } from '../../domain/identity.errors';
import { User } from '../../domain/user.entity';

/** The account row, locked FOR UPDATE until the transaction ends, so two admins' changes to it queue. */
export async function lockUser(manager: EntityManager, userId: number): Promise<User> {
  const user = await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  return orRefuse(user, notFound(USER_NOT_FOUND));
}
