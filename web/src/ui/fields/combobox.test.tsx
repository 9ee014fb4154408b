import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { Combobox } from './combobox.tsx';
import { DateField } from './date-field.tsx';

afterEach(cleanup);

const options = [
  { id: 1, label: '1101 صندوق', keywords: 'Cash' },
  { id: 2, label: '1102 بانک ملي', keywords: 'Bank' },
  { id: 3, label: '4101 فروش کالا', keywords: 'Sales' },
];

function Picker({ onCommit }: { onCommit?: () => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <LanguageProvider>
      <Combobox options={options} value={value} onChange={setValue} label="Account" onCommit={onCommit} />
      <output data-testid="value">{String(value)}</output>
    </LanguageProvider>
  );
}

describe('Combobox', () => {
  it('filters by words in either spelling, moves with the arrows and chooses with Enter', () => {
    const onCommit = vi.fn();
    render(<Picker onCommit={onCommit} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'بانک ملی' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1102 بانک ملي']);
    fireEvent.change(box, { target: { value: '11' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toContain('-2');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('2');
    expect((box as HTMLInputElement).value).toBe('1102 بانک ملي');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('chooses an option reached with the arrows without typing; Enter on an opened list alone changes nothing', () => {
    render(<Picker />);
    const box = screen.getByRole('combobox');
    fireEvent.click(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('null');
    fireEvent.click(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('matches keywords, puts the choice back on Escape and clears it when the text is emptied', () => {
    render(<Picker />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'sales' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('3');
    fireEvent.change(box, { target: { value: 'cash' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('4101 فروش کالا');
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});

function DateBox({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageProvider>
      <DateField label="Date" value={value} onChange={setValue} />
      <output data-testid="iso">{value}</output>
    </LanguageProvider>
  );
}

describe('DateField', () => {
  it('stores ISO for a typed date, nothing for text that is no date, and steps a day with the arrows', () => {
    render(<DateBox initial="" />);
    const box = screen.getByRole('textbox');
    const typed = (box as HTMLInputElement).value;
    expect(typed).toBe('');
    const language = document.documentElement.lang === 'en' ? 'en' : 'fa';
    fireEvent.change(box, { target: { value: language === 'fa' ? '۱۴۰۵/۰۱/۰۱' : '2026-03-21' } });
    expect(screen.getByTestId('iso').textContent).toBe('2026-03-21');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getByTestId('iso').textContent).toBe('2026-03-22');
    fireEvent.change(box, { target: { value: '1405/07/31x' } });
    expect(screen.getByTestId('iso').textContent).toBe('');
    expect((box as HTMLInputElement).value).toBe('1405/07/31x');
  });
});
