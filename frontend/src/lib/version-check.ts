import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VERSION_CHECK_INTERVAL_MS, type VersionInfo } from '@rallypoint/shared';
import { api } from './api-client';

/**
 * docs/product-rules.md#the-web-client: poll the deployed version while the page is visible, and on tab-visible / window focus.
 * The first answer is remembered; a different one invalidates every cached query.
 */
export function useVersionCheck(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let knownVersion: string | undefined;
    let disposed = false;

    const check = async () => {
      try {
        const { version } = await api.get<VersionInfo>('/api/system/version');
        if (disposed || typeof version !== 'string') return;
        if (knownVersion !== undefined && version !== knownVersion) {
          await queryClient.invalidateQueries();
        }
        knownVersion = version;
      } catch {
        // Version check failures are ignored silently.
      }
    };
    const checkWhenVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };

    checkWhenVisible();
    const timer = window.setInterval(checkWhenVisible, VERSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', checkWhenVisible);
    window.addEventListener('focus', checkWhenVisible);
    return () => {
      disposed = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', checkWhenVisible);
      window.removeEventListener('focus', checkWhenVisible);
    };
  }, [queryClient]);
}
