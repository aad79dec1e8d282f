import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingTrendChart } from './rating-trend-chart';

const point = (on: string, value: number) => ({ on, value, deviation: 120 });

describe('RatingTrendChart', () => {
  it('names the chart by where the rating started and ended, and scales to its container', () => {
    render(<RatingTrendChart sport="pickleball" points={[point('2026-04-01', 1500), point('2026-05-20', 1432.4)]} />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName('Pickleball rating fell from 1500 to 1432 over 2 results, Apr 1, 2026 to May 20, 2026');
    expect(chart).toHaveAttribute('viewBox', '0 0 320 150');
    expect(chart).toHaveClass('w-full');
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
  });

  it('says a rating stayed put, and describes a single result', () => {
    const { unmount } = render(
      <RatingTrendChart sport="tennis" points={[point('2026-04-01', 1500), point('2026-04-08', 1500.2)]} />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Tennis rating stayed at 1500 over 2 results, Apr 1, 2026 to Apr 8, 2026',
    );
    unmount();

    render(<RatingTrendChart sport="table_tennis" points={[point('2026-04-01', 1544)]} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Table Tennis rating 1544 after 1 result, Apr 1, 2026');
  });

  it('draws nothing without points', () => {
    const { container } = render(<RatingTrendChart sport="tennis" points={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
