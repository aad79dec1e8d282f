export class GetCurrentUserQuery {
  constructor(readonly userId: number) {}
}
