export class VerifyEmailCommand {
  constructor(readonly token: string) {}
}
