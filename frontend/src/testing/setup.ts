import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@rallypoint/shared';
import { dismissToast } from '@/components/ui/use-toast';

// Lazy routes load their module on first render; on a busy machine that can take more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

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

afterEach(() => {
  cleanup();
  dismissToast();
});
