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

  it('keeps the notifications at the bottom at every width, clear of the header and the page title', () => {
    render(<Toaster />);

    const list = screen.getByRole('region', { name: /F8/ }).querySelector('ol');
    const classes = list?.className.split(/\s+/) ?? [];
    expect(classes).toContain('bottom-0');
    // No breakpoint may move it to the top (a phone's width has none of sm:/md:).
    expect(classes.filter((name) => /(^|:)top-/.test(name))).toEqual([]);
  });
});
