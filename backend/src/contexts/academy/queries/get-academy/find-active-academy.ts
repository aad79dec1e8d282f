import type { Repository } from 'typeorm';
import { notFound, orRefuse } from '../../../../platform/rules';
import { ACADEMY_NOT_FOUND } from '../../domain/academy.errors';
import type { Academy } from '../../domain/academy.entity';

/** Inactive academies are invisible: they answer 404 like missing ones. */
export async function findActiveAcademy(academies: Repository<Academy>, id: number): Promise<Academy> {
  return orRefuse(await academies.findOneBy({ id, isActive: true }), notFound(ACADEMY_NOT_FOUND));
}
