import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { User } from '../../domain/user.entity';
import { USER_NOT_FOUND } from '../../domain/user.errors';

/** The account row, locked FOR UPDATE until the transaction ends, so two admins' changes to it queue. */
export async function lockUser(manager: EntityManager, userId: number): Promise<User> {
  const user = await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  if (!user) throw new NotFoundException(USER_NOT_FOUND);
  return user;
}
