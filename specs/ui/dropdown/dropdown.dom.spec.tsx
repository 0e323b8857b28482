import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown, type DropdownOption } from '../../../ui/dropdown/index.ts';
import { renderUi } from '../render-ui.tsx';

const LONG = 'Photography for absolute beginners: light, composition and editing in one course';
const options: DropdownOption[] = [
  { id: 1, name: 'Portrait basics', divide: true },
  { id: 2, name: LONG },
  { id: 3, name: 'Consultations', disabled: true },
  { id: 4, name: 'Marathon', avatar_url: '', bg_color: '#3965ff' },
];

function Controlled(
  props: Partial<Parameters<typeof Dropdown>[0]> & { onChange?: (value: unknown) => void },
) {
  const [value, setValue] = useState<string | string[] | null>(props.multiple ? [] : null);
  return (
    <>
      <button type="button">Outside</button>
      <Dropdown
        label="Course"
        options={options}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
        presentation="popover"
        {...props}
      />
    </>
  );
}

describe('Dropdown', () => {
  it('opens from the keyboard, moves past disabled options and chooses with Enter, returning focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Course' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Course' });
    expect(document.activeElement).toBe(listbox);
    const active = () =>
      document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toContain('Portrait basics');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toContain('Marathon');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('4');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('Marathon');
    expect(document.activeElement).toBe(trigger);
  });

  it('trims a long label at 48 characters and keeps the full text for screen readers and as a tooltip', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    const option = screen.getByRole('option', { name: LONG });
    const visible = option.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    expect(visible).toBe(`${LONG.slice(0, 48).trimEnd()}…`);
    expect(option.querySelector('[title]')?.getAttribute('title')).toBe(LONG);
  });

  it('a disabled option cannot be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    const disabled = screen.getByRole('option', { name: 'Consultations' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    await user.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled />);
    const trigger = screen.getByRole('combobox', { name: 'Course' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a read-only dropdown never opens', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled readOnly />);
    const trigger = screen.getByRole('combobox', { name: 'Course' });
    expect(trigger.getAttribute('aria-readonly')).toBe('true');
    await user.click(trigger);
    trigger.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches, saying when nothing matches', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled searchable />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'marat');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['MMarathon']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Course' }).textContent).toContain('Marathon');
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zzz');
    expect(screen.getByRole('status').textContent).toBe('Nothing found');
  });

  it('an empty list says "Empty" or the given text (spec 1 §8)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<Controlled options={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    expect(screen.getByRole('status').textContent).toBe('Empty');
    unmount();
    renderUi(<Controlled options={[]} emptyText="No groups yet" />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    expect(screen.getByRole('status').textContent).toBe('No groups yet');
  });

  it('with several choices stays open and toggles each choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Controlled multiple onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Portrait basics' }));
    await user.click(screen.getByRole('option', { name: /Marathon/ }));
    expect(screen.getByRole('option', { name: 'Portrait basics' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Portrait basics' }));
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([['1'], ['1', '4'], ['4']]);
  });

  it('limits the list to 280 px, or 220 px when compact', async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    expect(screen.getByRole('listbox').style.maxHeight).toBe('280px');
    unmount();
    renderUi(<Controlled compact />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    expect(screen.getByRole('listbox').style.maxHeight).toBe('220px');
  });

  it('opens as a bottom sheet dialog on phones', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled presentation="sheet" />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    const sheet = screen.getByRole('dialog', { name: 'Course' });
    await user.click(within(sheet).getByRole('option', { name: 'Portrait basics' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Course' }).textContent).toContain('Portrait basics');
  });
});
