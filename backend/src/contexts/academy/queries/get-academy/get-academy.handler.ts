import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Academy as AcademyView } from '@rallypoint/shared';
import { Repository } from 'typeorm';
import { Academy } from '../../domain/academy.entity';
import { toAcademyView } from '../read-model/academy-views';
import { findActiveAcademy } from './find-active-academy';
import { GetAcademyQuery } from './get-academy.query';

@QueryHandler(GetAcademyQuery)
export class GetAcademyHandler implements IQueryHandler<GetAcademyQuery, AcademyView> {
  constructor(@InjectRepository(Academy) private readonly academies: Repository<Academy>) {}

  async execute({ academyId }: GetAcademyQuery): Promise<AcademyView> {
    return toAcademyView(await findActiveAcademy(this.academies, academyId));
  }
}
