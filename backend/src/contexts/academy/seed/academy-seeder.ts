import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ENROLLMENT_ACADEMY_ID } from '@rallypoint/shared';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { UnitOfWork } from '../../../platform/events';
import { AcademyClass } from '../domain/academy-class.entity';
import { Academy } from '../domain/academy.entity';
import { ACADEMY_ONE_CLASSES, DEMO_ACADEMIES, type DemoClass } from './demo-academies';

/** Development (with the demo accounts): a few academies with classes, and classes for academy 1, when missing. */
@Injectable()
export class AcademySeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Academies');

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoAccounts) return;
    const added = await this.uow.run(null, async (tx) => {
      let count = 0;
      if (!(await tx.manager.existsBy(AcademyClass, { academyId: ENROLLMENT_ACADEMY_ID }))) {
        await this.addClasses(tx.manager, ENROLLMENT_ACADEMY_ID, ACADEMY_ONE_CLASSES);
      }
      for (const { classes, ...academy } of DEMO_ACADEMIES) {
        if (await tx.manager.existsBy(Academy, { name: academy.name })) continue;
        const { identifiers } = await tx.manager.insert(Academy, academy);
        await this.addClasses(tx.manager, Number(identifiers[0].id), classes);
        count++;
      }
      return count;
    });
    if (added) this.logger.log(`Demo academies added: ${added}`);
  }

  private async addClasses(manager: EntityManager, academyId: number, classes: DemoClass[]): Promise<void> {
    if (classes.length)
      await manager.insert(
        AcademyClass,
        classes.map((c) => ({ ...c, academyId })),
      );
  }
}
