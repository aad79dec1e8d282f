import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/testing/serve-api';
import { createQueryClient } from './query-client';
import { useVersionCheck } from './version-check';

function Watcher() {
  useVersionCheck();
  return null;
}

function renderWatcher() {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <Watcher />
    </QueryClientProvider>,
  );
  return invalidate;
}

describe('useVersionCheck', () => {
  it('invalidates every query when the deployed version changes', async () => {
    const versions = ['1.0.0', '1.0.0', '1.1.0'];
    const apiLog = serveApi({ 'GET /api/system/version': () => ({ body: { version: versions.shift() ?? '1.1.0' } }) });
    const invalidate = renderWatcher();
    await waitFor(() => expect(apiLog.requests).toHaveLength(1));

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(apiLog.requests).toHaveLength(2));
    expect(invalidate).not.toHaveBeenCalled();

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('ignores failures silently', async () => {
    const apiLog = serveApi({ 'GET /api/system/version': { status: 503, text: '' } });
    const invalidate = renderWatcher();

    await waitFor(() => expect(apiLog.requests).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(apiLog.requests).toHaveLength(2));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
