import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MountAtStep, StaggeredMount } from './staggered-mount';

describe('StaggeredMount', () => {
  it('mounts its parts one task at a time, in step order, and everything outside it at once', async () => {
    vi.useFakeTimers();
    try {
      render(
        <>
          <MountAtStep step={5}>
            <p>outside</p>
          </MountAtStep>
          <StaggeredMount steps={2}>
            <p>first paint</p>
            <MountAtStep step={2}>
              <p>second</p>
            </MountAtStep>
            <MountAtStep step={1}>
              <p>first</p>
            </MountAtStep>
          </StaggeredMount>
        </>,
      );
      expect(screen.getByText('outside')).toBeInTheDocument();
      expect(screen.getByText('first paint')).toBeInTheDocument();
      expect(screen.queryByText('first')).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('first')).toBeInTheDocument();
      expect(screen.queryByText('second')).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('second')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
