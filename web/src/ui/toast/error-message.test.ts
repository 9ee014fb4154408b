import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/http-error.ts';
import { errorMessage } from './error-message.ts';

describe('errorMessage (SPEC §8)', () => {
  it("shows the server's message when it sent one", () => {
    expect(errorMessage(new ApiError(422, 'VALIDATION_FAILED'))).toBe('VALIDATION_FAILED');
  });

  it("says 'problem' for an HTTP error without a message", () => {
    expect(errorMessage(new ApiError(502, undefined))).toBe('problem');
  });

  it("shows a plain error's message", () => {
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
    expect(errorMessage('WEB_SOMETHING')).toBe('WEB_SOMETHING');
  });
});
