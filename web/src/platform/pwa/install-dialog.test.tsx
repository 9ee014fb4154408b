import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { InstallDialog } from './install-dialog.tsx';

afterEach(cleanup);

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('install dialog (SPEC §2, §4)', () => {
  it('stays closed until the browser offers installation, then opens by itself at the first idle moment', async () => {
    render(<InstallDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const event = offerInstall('dismissed');
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'نصب دفتر' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Install shows the browser prompt and closes', async () => {
    render(<InstallDialog />);
    const event = offerInstall('accepted');
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'نصب' }));
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed once installed, even if offered again', () => {
    render(<InstallDialog />);
    offerInstall('dismissed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
