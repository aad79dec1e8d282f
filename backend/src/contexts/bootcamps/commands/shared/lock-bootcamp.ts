import { EntityManager } from 'typeorm';
import { notFound, orRefuse } from '../../../../platform/rules';
import { Bootcamp } from '../../domain/bootcamp.entity';
import { BOOTCAMP_NOT_FOUND } from '../../domain/bootcamp.errors';

/**
 * The bootcamp row, locked FOR UPDATE until the transaction ends: commands that check a rule and then write
 * (register against the capacity, decide once, delete with its registrations) queue here one at a time.
 */
export async function lockBootcamp(manager: EntityManager, bootcampId: number): Promise<Bootcamp> {
  const bootcamp = await manager.findOne(Bootcamp, { where: { id: bootcampId }, lock: { mode: 'pessimistic_write' } });
  return orRefuse(bootcamp, notFound(BOOTCAMP_NOT_FOUND));
}
