import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColourPicker } from '../../../ui/colour-picker/index.ts';
import { renderUi } from '../render-ui.tsx';

function TextColour({ signedIn, save }: { signedIn: boolean; save?: (colours: string[]) => Promise<void> }) {
  const [value, setValue] = useState<string | null>('#000000');
  return (
    <ColourPicker
      label="Text colour"
      value={value}
      onChange={setValue}
      signedIn={signedIn}
      usedColors={['#e53935']}
      saveUsedColors={save}
    />
  );
}

describe('ColourPicker', () => {
  it('offers the 24-colour palette with transparent and the used colours, and picks one', async () => {
    const user = userEvent.setup();
    renderUi(<TextColour signedIn={false} />);
    const trigger = screen.getByRole('button', { name: /Text colour/ });
    expect(trigger.textContent).toContain('#000000');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Text colour' });
    const palette = within(dialog).getByRole('group', { name: 'Palette' });
    expect(within(palette).getAllByRole('button')).toHaveLength(24);
    expect(within(palette).getByRole('button', { name: 'Transparent' })).toBeTruthy();
    expect(within(palette).getByRole('button', { name: '#000000' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      within(within(dialog).getByRole('group', { name: 'Recently used' })).getAllByRole('button'),
    ).toHaveLength(1);
    await user.click(within(palette).getByRole('button', { name: '#3965ff' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.textContent).toContain('#3965ff');
    expect(document.activeElement).toBe(trigger);
  });

  it('a custom colour is hex plus opacity, and a signed-in user gets it saved to used colours', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (_colours: string[]) => {});
    renderUi(<TextColour signedIn save={save} />);
    await user.click(screen.getByRole('button', { name: /Text colour/ }));
    await user.click(screen.getByRole('button', { name: 'Custom colour' }));
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '3965FF');
    const slider = screen.getByRole('slider', { name: 'Opacity' });
    slider.focus();
    await user.keyboard('{End}');
    await user.keyboard('{PageDown}'.repeat(12));
    await user.keyboard('{ArrowLeft}'.repeat(7));
    expect(slider.getAttribute('aria-valuenow')).toBe('128');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /Text colour/ }).textContent).toContain('#3965ff80');
    expect(save).toHaveBeenCalledWith(['#3965ff80', '#e53935']);
  });

  it('a guest gets the custom colour without anything being saved', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {});
    renderUi(<TextColour signedIn={false} save={save} />);
    await user.click(screen.getByRole('button', { name: /Text colour/ }));
    await user.click(screen.getByRole('button', { name: 'Custom colour' }));
    await user.clear(screen.getByRole('textbox', { name: 'Hex' }));
    await user.type(screen.getByRole('textbox', { name: 'Hex' }), '#fff{Enter}');
    expect(screen.getByRole('button', { name: /Text colour/ }).textContent).toContain('#ffffff');
    expect(save).not.toHaveBeenCalled();
  });

  it('an invalid hex is marked and cannot be applied', async () => {
    const user = userEvent.setup();
    renderUi(<TextColour signedIn={false} />);
    await user.click(screen.getByRole('button', { name: /Text colour/ }));
    await user.click(screen.getByRole('button', { name: 'Custom colour' }));
    await user.clear(screen.getByRole('textbox', { name: 'Hex' }));
    await user.type(screen.getByRole('textbox', { name: 'Hex' }), 'blue');
    expect(screen.getByRole('textbox', { name: 'Hex' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderUi(<TextColour signedIn={false} />);
    await user.click(screen.getByRole('button', { name: /Text colour/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
