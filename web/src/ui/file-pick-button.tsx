import { type RefObject, useRef } from 'react';
import { Button, type ButtonProps } from './button.tsx';

export interface FilePickButtonProps extends Omit<ButtonProps, 'onClick' | 'type'> {
  /** The kinds of file the picker offers (the input's `accept`). */
  accept: string;
  /** What the hidden input says it takes, to a screen reader. */
  inputLabel: string;
  /** The hidden input's test id: end-to-end tests hand their files to it directly. */
  inputTestId: string;
  /** Set when the screen opens the picker from elsewhere too (import's "another file"). */
  inputRef?: RefObject<HTMLInputElement | null>;
  onFile(file: File): void | Promise<void>;
}

/**
 * A button that opens the browser's file picker, and the hidden file input behind it. The button is the one tab
 * stop; the input is emptied after each pick, so picking the same file again (after a refusal) is a pick too.
 */
export function FilePickButton({ accept, inputLabel, inputTestId, inputRef, onFile, ...button }: FilePickButtonProps) {
  const own = useRef<HTMLInputElement>(null);
  const input = inputRef ?? own;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        className="visually-hidden"
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void onFile(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()} />
    </>
  );
}
