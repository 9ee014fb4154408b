import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { LanguageProvider } from '../i18n/language-context.tsx';
import { OtpInput } from './otp-input.tsx';

afterEach(cleanup);

describe('OTP boxes', () => {
  it('label each box with its position in Persian digits in fa (issue 20: «رقم ۱ از ۶», not «رقم 1 از ۶»)', () => {
    i18n.addResource('fa', 'translation', 'WEB_OTP_DIGIT', 'رقم {{position}} از ۶');
    render(
      <LanguageProvider>
        <OtpInput value="" onChange={() => undefined} />
      </LanguageProvider>,
    );
    const labels = screen.getAllByRole('textbox').map((box) => box.getAttribute('aria-label'));
    expect(labels).toEqual(['رقم ۱ از ۶', 'رقم ۲ از ۶', 'رقم ۳ از ۶', 'رقم ۴ از ۶', 'رقم ۵ از ۶', 'رقم ۶ از ۶']);
  });

  it('keep every digit of a code typed faster than the page renders, the focus a box ahead of each', () => {
    const sent: string[] = [];
    // The parent has not re-rendered between the keystrokes: the boxes still show the code as it was.
    render(
      <LanguageProvider>
        <OtpInput value="" onChange={(code) => sent.push(code)} />
      </LanguageProvider>,
    );
    const boxes = screen.getAllByRole('textbox');
    boxes[0]?.focus();
    for (const [index, digit] of ['4', '8', '1'].entries()) {
      fireEvent.change(boxes[index] as HTMLInputElement, { target: { value: digit } });
      expect(document.activeElement).toBe(boxes[index + 1]);
    }
    expect(sent).toEqual(['4', '48', '481']);
  });
});
