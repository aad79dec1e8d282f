import { useVersionCheck } from '@/lib/version-check';

export function VersionWatcher() {
  useVersionCheck();
  return null;
}
