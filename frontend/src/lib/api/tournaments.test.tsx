import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { tournamentKeys } from '@/lib/query-keys';
import { callsTo, mockFetch } from '@/testing/mock-fetch';
import { useEnrolledTournaments, useTournamentParticipants } from './tournaments';

function withClient() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

const spring = { id: 3, name: 'Spring Open', venue: 'Riverside', sport: 'tennis' };

describe('shared tournament reads', () => {
  it('reads the participants once a tournament is chosen, into one cache entry every screen shares', async () => {
    const fetchMock = mockFetch({ 'GET /api/tournaments/3/participants': { body: [{ participantId: 9 }] } });
    const { queryClient, wrapper } = withClient();
    const { result, rerender } = renderHook(({ id }: { id: number | undefined }) => useTournamentParticipants(id), {
      wrapper,
      initialProps: { id: undefined as number | undefined },
    });
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ id: 3 });
    await waitFor(() => expect(result.current.data).toEqual([{ participantId: 9 }]));
    renderHook(() => useTournamentParticipants(3), { wrapper });

    expect(callsTo(fetchMock, 'GET /api/tournaments/3/participants')).toHaveLength(1);
    expect(queryClient.getQueryData(tournamentKeys.participants(3))).toEqual([{ participantId: 9 }]);
  });

  it('waits while told to (the delete check reads only once its dialog opens)', () => {
    const fetchMock = mockFetch();
    renderHook(() => useTournamentParticipants(3, { enabled: false }), { wrapper: withClient().wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the enrolled tournaments (GET /api/user/tournaments) under one key', async () => {
    const fetchMock = mockFetch({ 'GET /api/user/tournaments': { body: [spring] } });
    const { queryClient, wrapper } = withClient();
    const { result } = renderHook(() => useEnrolledTournaments(), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual([spring]));
    expect(queryClient.getQueryData(tournamentKeys.enrolled())).toEqual([spring]);
    expect(callsTo(fetchMock, 'GET /api/user/tournaments')).toHaveLength(1);
  });
});
