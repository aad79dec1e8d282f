import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SessionUser } from '../../../platform/auth';
import { toSessionUser } from '../domain/current-user.mapper';
import { User } from '../domain/user.entity';

/** The session keeps only the user id; each request reads the account, so deactivation takes effect at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {
    super();
  }

  serializeUser(user: SessionUser, done: (error: Error | null, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (error: Error | null, user?: SessionUser | false) => void): void {
    this.users
      .findOneBy({ id })
      .then((user) => done(null, user?.isActive ? toSessionUser(user) : false))
      .catch((error: Error) => done(error));
  }
}
