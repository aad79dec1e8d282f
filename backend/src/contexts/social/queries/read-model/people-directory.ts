import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PersonRef } from '@rallypoint/shared';
import { GetUserProfilesQuery, type UserProfile } from '../../../identity';
import { UNKNOWN_PERSON } from '../../domain/person';

/** Who people are, asked of the identity context (the users table is identity's). */
@Injectable()
export class PeopleDirectory {
  constructor(private readonly queries: QueryBus) {}

  async profiles(ids: number[]): Promise<Map<number, UserProfile>> {
    const profiles: UserProfile[] = await this.queries.execute(new GetUserProfilesQuery(ids));
    return new Map(profiles.map((profile) => [profile.id, profile]));
  }

  async profile(id: number): Promise<UserProfile | null> {
    return (await this.profiles([id])).get(id) ?? null;
  }

  /** Names only, for lists: other people's e-mail and phone never travel with a message or match. */
  async refs(ids: number[]): Promise<(id: number) => PersonRef> {
    const profiles = await this.profiles(ids);
    return (id) => {
      const profile = profiles.get(id);
      return profile
        ? { id, firstName: profile.firstName, lastName: profile.lastName, username: profile.username }
        : UNKNOWN_PERSON(id);
    };
  }
}
