import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { VersionWatcher } from './version-watcher';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <VersionWatcher />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
