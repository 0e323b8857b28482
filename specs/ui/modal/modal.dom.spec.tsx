import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirmModal, Modal } from '../../../ui/modal/index.ts';
import { Button } from '../../../ui/primitives/index.ts';
import { renderUi } from '../render-ui.tsx';

function ControlledModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit button</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Button settings"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <input aria-label="Text" />
      </Modal>
    </>
  );
}

function DeleteLesson({ onConfirm, loading = false }: { onConfirm: () => void; loading?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete lesson
      </Button>
      <DeleteConfirmModal open={open} onOpenChange={setOpen} onConfirm={onConfirm} loading={loading} />
    </>
  );
}

describe('Modal', () => {
  it('is a named dialog 440 px wide that keeps Tab inside and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderUi(<ControlledModal />);
    const opener = screen.getByRole('button', { name: 'Edit button' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Button settings' });
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('440px');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its × button', async () => {
    const user = userEvent.setup();
    renderUi(<ControlledModal />);
    await user.click(screen.getByRole('button', { name: 'Edit button' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('DeleteConfirmModal', () => {
  it('asks to confirm or cancel, with Cancel focused first so Enter does not delete', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderUi(<DeleteLesson onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog.textContent).toContain('This can’t be undone.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while loading, confirm is disabled and busy and the modal cannot be dismissed (spec 1 §4)', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderUi(<DeleteLesson onConfirm={onConfirm} loading />);
    await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
    const dialog = screen.getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
