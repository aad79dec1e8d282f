import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { AcademyClass as AcademyClassView } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { AcademyClass } from '../../domain/academy-class.entity';
import { Academy } from '../../domain/academy.entity';
import { findActiveAcademy } from '../get-academy/find-active-academy';
import { toClassView } from '../read-model/academy-views';
import { ListAcademyClassesQuery } from './list-academy-classes.query';

@QueryHandler(ListAcademyClassesQuery)
export class ListAcademyClassesHandler implements IQueryHandler<ListAcademyClassesQuery, AcademyClassView[]> {
  constructor(
    @InjectRepository(Academy) private readonly academies: Repository<Academy>,
    @InjectRepository(AcademyClass) private readonly classes: Repository<AcademyClass>,
  ) {}

  async execute({ academyId }: ListAcademyClassesQuery): Promise<AcademyClassView[]> {
    await findActiveAcademy(this.academies, academyId);
    const rows = await this.classes.find({ where: { academyId, isActive: true }, order: { className: 'ASC', id: 'ASC' } });
    return rows.map(toClassView);
  }
}
