import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_ACCOUNTS, type RoleColumn, type UserType } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/clock';
import { equalsIgnoringCase } from '../../../platform/database/find-options';
import { UnitOfWork } from '../../../platform/events';
import { AccountSeeded } from '../domain/events/account-seeded.event';
import { hashPassword } from '../domain/password';
import { User } from '../domain/user.entity';

interface SeedAccount {
  username: string;
  password: string;
  role: RoleColumn;
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
}

/** Development: the demo accounts, when missing. Production: the first admin from the environment. */
@Injectable()
export class AccountSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const accounts: SeedAccount[] = [];
    if (this.config.seedDemoAccounts) {
      accounts.push(...DEMO_ACCOUNTS.map((a) => ({ ...a, email: `${a.username}@rallypoint.local` })));
    }
    if (this.config.firstAdmin) {
      accounts.push({
        ...this.config.firstAdmin,
        role: 'admin',
        userType: 'individual_player',
        firstName: 'Admin',
        lastName: 'User',
      });
    }
    for (const account of accounts) await this.ensure(account);
    if (this.config.seedDemoAccounts) {
      this.logger.log(`Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.username}/${a.password} (${a.label})`).join(', ')}`);
    }
  }

  private async ensure(account: SeedAccount): Promise<void> {
    const passwordHash = await hashPassword(account.password);
    await this.uow.run(null, async (tx) => {
      const exists = await tx.manager.existsBy(User, { username: equalsIgnoringCase(account.username) });
      if (exists) return;
      const user = await tx.manager.save(User, {
        username: account.username,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        role: account.role,
        userType: account.userType,
        sports: ['tennis', 'pickleball'],
        isActive: true,
        isEmailVerified: true,
        activatedAt: this.clock.now(),
      });
      tx.record(new AccountSeeded(user.id, { username: user.username, role: user.role, userType: user.userType }));
    });
  }
}
