import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberInput } from '../../../ui/number-input/index.ts';
import { renderUi } from '../render-ui.tsx';

function FontSize({ onChange }: { onChange?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(16);
  return (
    <NumberInput
      label="Font size"
      unit="px"
      min={1}
      max={100}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NumberInput', () => {
  it('accepts a value within min and max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<FontSize onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Font size' });
    await user.clear(input);
    await user.type(input, '24{Enter}');
    expect(onChange).toHaveBeenCalledWith(24);
    expect(input.getAttribute('aria-valuenow')).toBe('24');
  });

  it('rejects a value above max: the old value returns, it flashes 500 ms and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    renderUi(<FontSize onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Font size' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '140');
    await user.tab();
    expect(onChange).not.toHaveBeenCalledWith(140);
    expect(input.value).toBe('16');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('The largest allowed value is 100');
    act(() => vi.advanceTimersByTime(500));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('steps with the arrow keys and refuses to step below min', async () => {
    const user = userEvent.setup();
    renderUi(<NumberInput label="Attempts" min={1} max={3} value={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Attempts' }) as HTMLInputElement;
    input.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.value).toBe('3');
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('The largest allowed value is 3');
    expect(screen.getByRole('button', { name: 'Increase' })).toHaveProperty('disabled', true);
  });
});
