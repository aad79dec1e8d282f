import type { SignupRequest } from '@rallypoint/shared';

export class SignUpCommand {
  constructor(readonly request: SignupRequest) {}
}
