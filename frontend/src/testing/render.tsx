import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@rallypoint/shared';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface RenderOptions {
  route?: string;
  /** Route pattern the UI is mounted at, when it reads params. */
  path?: string;
}

/** Renders one component with the real providers, a memory router and a location probe. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, user, queryClient };
}

/** Renders the whole route table at `route`. */
export function renderApp(route = '/') {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, user, queryClient };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    firstName: 'Maya',
    lastName: 'Lopez',
    username: 'maya',
    email: 'maya@example.com',
    userType: 'individual_player',
    role: 'user',
    isActive: true,
    phone: '5551234567',
    organizationName: null,
    sports: ['tennis'],
    level: 'intermediate',
    addressLine1: '1 Court St',
    state: 'CA',
    zipCode: '94110',
    ...overrides,
  };
}
