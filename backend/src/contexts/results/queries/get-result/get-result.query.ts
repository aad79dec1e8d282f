import type { Viewer } from '../../../../platform/auth';

/** `GET /api/results/{id}`: one result, for who may know it (the place an update or e-mail about it opens). */
export class GetResultQuery {
  constructor(
    readonly resultId: number,
    readonly viewer: Viewer,
  ) {}
}
