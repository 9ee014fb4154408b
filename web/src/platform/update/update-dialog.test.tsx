import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { updateAvailable } from './update-available.ts';
import { UpdateDialog } from './update-dialog.tsx';

afterEach(cleanup);

describe('update dialog (SPEC §4)', () => {
  it('is offered only when the server version is newer than the built v2.0.107', () => {
    expect(updateAvailable(undefined)).toBe(false);
    expect(updateAvailable('v2.0.107')).toBe(false);
    expect(updateAvailable('v2.0.108')).toBe(true);
  });

  it('shows the §8 texts with CANCEL and UPDATE, and CANCEL closes it', () => {
    render(<UpdateDialog serverVersion="v2.0.108" />);
    expect(screen.getByRole('dialog', { name: 'نسخهٔ جدیدی در دسترس است' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'به‌روزرسانی' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is forced when the app setting says forceUpdate: no CANCEL, no close button, Escape leaves it open', () => {
    render(<UpdateDialog serverVersion="v2.0.108" forced />);
    const dialog = screen.getByRole('dialog', { name: 'نسخهٔ جدیدی در دسترس است' });
    expect(screen.queryByRole('button', { name: 'انصراف' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['به‌روزرسانی']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('stays closed at the same version', () => {
    render(<UpdateDialog serverVersion="v2.0.107" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
