import request from 'supertest';
import { signedInAs, TestRole } from './factories';
import type { TestApp } from './test-app';

export type Caller = 'anonymous' | TestRole;
export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface EndpointCall {
  method: HttpMethod;
  path: string;
  body?: object;
}

/**
 * The endpoint × role matrix: for each caller, the status the server must answer.
 * Later issues add rows; a missing caller is not checked.
 */
export async function statusesFor(
  testApp: TestApp,
  call: EndpointCall,
  callers: Caller[],
): Promise<Partial<Record<Caller, number>>> {
  const statuses: Partial<Record<Caller, number>> = {};
  for (const caller of callers) {
    const client = caller === 'anonymous' ? request(testApp.http) : (await signedInAs(testApp, caller)).agent;
    const pending = client[call.method](call.path);
    const response = call.body ? await pending.send(call.body) : await pending;
    statuses[caller] = response.status;
  }
  return statuses;
}

export async function expectAccess(
  testApp: TestApp,
  call: EndpointCall,
  expected: Partial<Record<Caller, number>>,
): Promise<void> {
  const actual = await statusesFor(testApp, call, Object.keys(expected) as Caller[]);
  expect({ call: `${call.method.toUpperCase()} ${call.path}`, statuses: actual }).toEqual({
    call: `${call.method.toUpperCase()} ${call.path}`,
    statuses: expected,
  });
}
