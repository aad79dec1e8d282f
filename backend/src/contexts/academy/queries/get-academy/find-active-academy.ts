import { NotFoundException } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { ACADEMY_NOT_FOUND } from '../../domain/academy.errors';
import type { Academy } from '../../domain/academy.entity';

/** Inactive academies are invisible: they answer 404 like missing ones. */
export async function findActiveAcademy(academies: Repository<Academy>, id: number): Promise<Academy> {
  const academy = await academies.findOneBy({ id, isActive: true });
  if (!academy) throw new NotFoundException(ACADEMY_NOT_FOUND);
  return academy;
}
