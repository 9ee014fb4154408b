import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCrumbLabel, useCrumbLabels } from './crumb-labels.ts';

function Record({ name }: { name: string | undefined }) {
  useCrumbLabel('/stakeholders/7/', name);
  return null;
}

function Header() {
  return <p data-testid="crumb">{useCrumbLabels().get('/stakeholders/7') ?? 'Details'}</p>;
}

describe('crumb labels', () => {
  it('names a path while the screen that knows the record is mounted, and not before or after', () => {
    const view = render(
      <>
        <Header />
        <Record name={undefined} />
      </>,
    );
    expect(screen.getByTestId('crumb').textContent).toBe('Details');
    view.rerender(
      <>
        <Header />
        <Record name="مریم احمدی" />
      </>,
    );
    expect(screen.getByTestId('crumb').textContent).toBe('مریم احمدی');
    view.rerender(<Header />);
    expect(screen.getByTestId('crumb').textContent).toBe('Details');
  });
});
