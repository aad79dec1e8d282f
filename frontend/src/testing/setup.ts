import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@rallypoint/shared';
import { dismissToast } from '@/components/ui/use-toast';
import { apiServer, reportApiProblem, takeApiProblems } from './api-server';

// Lazy routes load their module on first render; on a busy machine that can take more than the 1 s default.
// Radix reads a new toast out through a hidden live region (a span with role status) for its first second: text
// queries leave it out, or a toast's text would stand twice whenever a test reads it late on a busy machine.
configure({ asyncUtilTimeout: 4000, defaultIgnore: 'script, style, span[role="status"][aria-live]' });

// jsdom lacks these browser APIs that Radix primitives touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// Tests decide signed in or out by what /api/auth/me answers, so every browser starts as one that signed in once.
beforeEach(() => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
});

// The API is msw (serve-api.ts): a request no test route answers fails the test, as does a reply outside the contract.
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      reportApiProblem(`${request.method} ${new URL(request.url).pathname} has no reply in the test (serveApi)`);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  dismissToast();
  apiServer.resetHandlers();
  const problems = takeApiProblems();
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});

afterAll(() => apiServer.close());
