import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { Button } from '../button.tsx';
import { Modal } from './modal.tsx';

afterEach(cleanup);

function renderWithTrigger(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  return render(
    <Modal
      title="Edit"
      trigger={(trigger) => <Button {...trigger}>Open</Button>}
      footer={<Button>Save</Button>}
      {...props}
    >
      <input aria-label="Name" />
    </Modal>,
  );
}

describe('Modal', () => {
  it('opens from its trigger as a labelled modal dialog and moves focus inside', () => {
    renderWithTrigger();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside the dialog in both directions', () => {
    renderWithTrigger();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'بستن' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    renderWithTrigger();
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from the close button and the overlay', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Modal open title="T" onOpenChange={onOpenChange}>
        x
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'بستن' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    rerender(
      <Modal open title="T" onOpenChange={onOpenChange}>
        x
      </Modal>,
    );
    const overlay = document.querySelector('.modal-overlay');
    expect(overlay).not.toBeNull();
    act(() => overlay?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('stays open on Escape when not dismissible', () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open title="T" dismissible={false} onOpenChange={onOpenChange}>
        x
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('can hide its header and close button and still have a name', () => {
    render(
      <Modal open hideHeader aria-label="Photo">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Photo' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'بستن' })).toBeNull();
    cleanup();
    render(
      <Modal open title="No close" hideCloseButton>
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'No close' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'بستن' })).toBeNull();
  });
});
