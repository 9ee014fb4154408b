import { useEffect, useId, useRef, useState } from 'react';
import { toLatinDigits } from '../../lib/format/digits.ts';
import '../fields/fields.css';
import './list.css';

export interface SearchBoxProps {
  /** The search in force (from the URL); the box shows it, and follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text, Persian digits made Latin, once typing pauses for `delayMs` (or on Enter). */
  onSearch(q: string): void;
  /** The box's accessible name (already translated). */
  label: string;
  placeholder?: string;
  delayMs?: number;
}

const normalise = (text: string) => toLatinDigits(text).trim();

/**
 * A list's search field, debounced so typing sends one request per pause rather than one per key. Digits typed on
 * a Persian keyboard search the same as Latin ones (a mobile number ۰۹۱۲… finds 0912…), while the box keeps
 * showing what was typed.
 */
export function SearchBox({ value, onSearch, label, placeholder, delayMs = 300 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // Back/forward or a "clear filters" changes the search elsewhere: show it, unless it is what was typed.
  useEffect(() => {
    setText((typed) => (normalise(typed) === value ? typed : value));
  }, [value]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const q = normalise(text);
      if (q !== latest.current.value) latest.current.onSearch(q);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <div className="list-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg className="list-search-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className="field-control list-search-input"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && normalise(text) !== value) onSearch(normalise(text));
        }}
        data-testid="list-search"
      />
    </div>
  );
}
