import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useVirtualRows, VIRTUAL_ROWS_THRESHOLD } from './use-virtual-rows.tsx';

afterEach(cleanup);

/** happy-dom lays nothing out: the box is given a height and each row one, as a browser would measure them. */
function sized<E extends HTMLElement>(element: E | null, property: 'clientHeight' | 'offsetHeight', value: number) {
  if (element) Object.defineProperty(element, property, { value, configurable: true });
  return element;
}

function Table({ count }: { count: number }) {
  const rows = useVirtualRows({ count, columns: 2 });
  return (
    <div {...rows.scrollProps} ref={(box) => rows.scrollProps.ref(sized(box, 'clientHeight', 600))}>
      <table {...rows.tableProps}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody ref={rows.bodyRef}>
          {rows.renderRows((index, rowProps) => (
            <tr key={index} {...rowProps} ref={(row) => rowProps.ref?.(sized(row, 'offsetHeight', 40))}>
              <td>
                <a href={`#row-${index + 1}`}>{`Row ${index + 1}`}</a>
              </td>
              <td>{index * 1000}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const bodyRows = (container: HTMLElement) => container.querySelectorAll('tbody tr[data-index]');

describe('useVirtualRows', () => {
  it('renders every row of a table up to the threshold, with no row count for screen readers', () => {
    const { container } = render(<Table count={VIRTUAL_ROWS_THRESHOLD} />);
    expect(bodyRows(container)).toHaveLength(VIRTUAL_ROWS_THRESHOLD);
    expect(container.querySelector('table')?.hasAttribute('aria-rowcount')).toBe(false);
    expect(container.querySelector('[data-virtual-rows]')).toBeNull();
  });

  it('renders a window of a longer table, each row placed among all of them', () => {
    const { container } = render(<Table count={5000} />);
    const rows = bodyRows(container);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(container.querySelector('table')?.getAttribute('aria-rowcount')).toBe('5001');
    // The header is row 1, so the first body row is row 2.
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(rows[0]?.firstElementChild?.textContent).toBe('Row 1');
    expect(container.querySelector('[data-virtual-rows]')).not.toBeNull();
  });

  it('renders every row while the page prints, and a window again afterwards', () => {
    const { container } = render(<Table count={1000} />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(bodyRows(container)).toHaveLength(1000);
    expect(container.querySelector('table')?.hasAttribute('aria-rowcount')).toBe(false);
    expect(container.querySelector('tbody tr:last-child td')?.textContent).toBe('Row 1000');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(bodyRows(container).length).toBeLessThan(100);
  });

  it('keeps the focused row rendered, in its place, when it scrolls out of view', () => {
    const { container } = render(<Table count={5000} />);
    const box = container.querySelector<HTMLElement>('[data-virtual-rows]');
    const link = container.querySelector<HTMLAnchorElement>('tbody tr[data-index="0"] a');
    link?.focus();
    expect(document.activeElement).toBe(link);
    act(() => {
      if (box) box.scrollTop = 40 * 2500;
      box?.dispatchEvent(new Event('scroll'));
    });
    const indexes = [...bodyRows(container)].map((row) => Number(row.getAttribute('data-index')));
    expect(indexes.some((index) => index > 2000)).toBe(true);
    expect(indexes[0]).toBe(0);
    expect(indexes[1]).toBeGreaterThan(2000);
    expect(link?.isConnected).toBe(true);
    expect(document.activeElement).toBe(link);
    // Between the kept row and the window, one spacer stands for the rows out of view.
    expect(container.querySelector('tbody tr[data-index="0"] + tr.virtual-rows-spacer')).not.toBeNull();
  });
});
