import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { toast } from './use-toast';

describe('Toaster', () => {
  it('shows a single toast at a time: a new one replaces the current', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'First' });
    });
    expect(screen.getByText('First')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Second', description: 'Replaces the first' });
    });
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('offers F8 to reach the notification region', () => {
    render(<Toaster />);

    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });
});
