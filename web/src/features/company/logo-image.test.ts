import { describe, expect, it } from 'vitest';
import { fittedSize, logoFileRefusal } from './logo-image.ts';

describe('the logo picker', () => {
  it('takes a PNG or JPEG of up to 1 MB, nothing else', () => {
    expect(logoFileRefusal({ type: 'image/png', size: 1_048_576 })).toBeNull();
    expect(logoFileRefusal({ type: 'image/jpeg', size: 20_000 })).toBeNull();
    expect(logoFileRefusal({ type: 'image/png', size: 1_048_577 })).toBe('LOGO_TOO_LARGE');
    expect(logoFileRefusal({ type: 'image/gif', size: 2_000 })).toBe('LOGO_NOT_AN_IMAGE');
    expect(logoFileRefusal({ type: 'application/pdf', size: 2_000 })).toBe('LOGO_NOT_AN_IMAGE');
  });

  it('shrinks a picture to 256 px on its longer side, keeping its shape; a small one stays as it is', () => {
    expect(fittedSize(1024, 512)).toEqual({ width: 256, height: 128 });
    expect(fittedSize(300, 1200)).toEqual({ width: 64, height: 256 });
    expect(fittedSize(120, 80)).toEqual({ width: 120, height: 80 });
  });
});
