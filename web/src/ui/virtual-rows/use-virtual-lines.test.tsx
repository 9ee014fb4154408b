import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useVirtualLines, type VirtualLines } from './use-virtual-lines.tsx';
import { VIRTUAL_ROWS_THRESHOLD } from './use-virtual-rows.tsx';

afterEach(cleanup);

/** happy-dom lays nothing out: the box is given a height and each line one, as a browser would measure them. */
function sized<E extends HTMLElement>(
  element: E | null,
  property: 'clientHeight' | 'offsetHeight' | 'scrollHeight',
  value: number,
) {
  if (element) Object.defineProperty(element, property, { value, configurable: true });
  return element;
}

let handle: VirtualLines | null = null;

function Lines({ keys }: { keys: readonly string[] }) {
  const lines = useVirtualLines({ count: keys.length, keyOf: (index) => keys[index] ?? index });
  handle = lines;
  return (
    <div
      {...lines.scrollProps}
      ref={(box) => lines.scrollProps.ref(sized(sized(box, 'clientHeight', 600), 'scrollHeight', keys.length * 50))}
    >
      {lines.renderLines((index) => (
        <div
          key={keys[index]}
          className="line"
          ref={(line) => void sized(line?.parentElement ?? null, 'offsetHeight', 50)}
        >
          <input aria-label={`Line ${index + 1}`} defaultValue={keys[index]} />
        </div>
      ))}
    </div>
  );
}

const keysOf = (count: number) => Array.from({ length: count }, (_, index) => `line-${index + 1}`);
const shown = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('.line input')];

describe('useVirtualLines', () => {
  it('renders every line up to the threshold, in no scrolling box', () => {
    const { container } = render(<Lines keys={keysOf(VIRTUAL_ROWS_THRESHOLD)} />);
    expect(shown(container)).toHaveLength(VIRTUAL_ROWS_THRESHOLD);
    expect(container.querySelector('[data-virtual-lines]')).toBeNull();
    expect(container.querySelector('[data-index]')).toBeNull();
  });

  it('renders a window of a longer list, in a box as tall as all of its lines', () => {
    const { container } = render(<Lines keys={keysOf(500)} />);
    const inputs = shown(container);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.length).toBeLessThan(60);
    expect(inputs[0]?.value).toBe('line-1');
    expect(container.querySelector('[data-virtual-lines]')).not.toBeNull();
    // Measured at 50 px each once rendered; the rest are estimated until they render.
    const height = Number.parseFloat(container.querySelector<HTMLElement>('.virtual-lines')?.style.blockSize ?? '');
    expect(height).toBeGreaterThan(500 * 50 - 1);
  });

  it('brings a line far down into the window when asked, so that its cell can take the focus', () => {
    const { container } = render(<Lines keys={keysOf(500)} />);
    expect(container.querySelector('input[aria-label="Line 450"]')).toBeNull();
    const box = container.querySelector<HTMLElement>('[data-virtual-lines]');
    act(() => handle?.scrollToIndex(449));
    // happy-dom moves the box but fires no scroll event, which a browser would.
    expect(box?.scrollTop).toBeGreaterThan(400 * 50);
    act(() => {
      box?.dispatchEvent(new Event('scroll'));
    });
    const line = container.querySelector<HTMLInputElement>('input[aria-label="Line 450"]');
    expect(line?.value).toBe('line-450');
    expect(line?.closest('[data-index]')?.getAttribute('data-index')).toBe('449');
  });

  it('keeps the focused line rendered when it scrolls out of view', () => {
    const { container } = render(<Lines keys={keysOf(500)} />);
    const box = container.querySelector<HTMLElement>('[data-virtual-lines]');
    const first = container.querySelector<HTMLInputElement>('input[aria-label="Line 1"]');
    first?.focus();
    act(() => {
      if (box) box.scrollTop = 50 * 400;
      box?.dispatchEvent(new Event('scroll'));
    });
    const indexes = [...container.querySelectorAll('[data-index]')].map((line) =>
      Number(line.getAttribute('data-index')),
    );
    expect(indexes[0]).toBe(0);
    expect(indexes[1]).toBeGreaterThan(300);
    expect(first?.isConnected).toBe(true);
    expect(document.activeElement).toBe(first);
  });

  it('keeps a line with its own content when a line before it is removed', () => {
    const keys = keysOf(300);
    const { container, rerender } = render(<Lines keys={keys} />);
    rerender(<Lines keys={keys.slice(1)} />);
    expect(shown(container)[0]?.value).toBe('line-2');
    expect(container.querySelector('[data-index="0"] input')?.getAttribute('aria-label')).toBe('Line 1');
  });
});
