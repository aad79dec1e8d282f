import { setupServer } from 'msw/node';

/** The one msw server of the frontend tests; setup.ts starts it and resets its handlers after each test. */
export const apiServer = setupServer();

const problems: string[] = [];

/** A mocked answer outside the API contract, or a request no test route answers: the test fails after it ends. */
export function reportApiProblem(problem: string): void {
  problems.push(problem);
}

/** The problems reported since the last call, emptied. */
export function takeApiProblems(): string[] {
  return problems.splice(0);
}
