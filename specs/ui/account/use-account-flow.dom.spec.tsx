import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowSent, FlowValues } from '../../../core/account/index.ts';
import { useAccountFlow } from '../../../ui/account/use-account-flow.ts';

afterEach(cleanup);

describe('useAccountFlow, its machine on demand', () => {
  it('draws the form at once, and a form sent before the machine came shows as sending and is sent when it starts', async () => {
    let answer: (sent: FlowSent) => void = () => {};
    const send = vi.fn((_values: FlowValues) => new Promise<FlowSent>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useAccountFlow({ send, confirm: async () => null }));
    expect(result.current.view.step).toBe('form');
    act(() => result.current.submit({ email: 'olena@example.com' }));
    expect(result.current.status.pending).toBe(true);
    await act(() => vi.dynamicImportSettled());
    expect(send).toHaveBeenCalledWith({ email: 'olena@example.com' });
    expect(result.current.status.pending).toBe(true);
    await act(async () => answer({ sentTo: 'olena@example.com', resendAfter: 60 }));
    expect(result.current.view.step).toBe('code');
    expect(result.current.view.sentTo).toBe('olena@example.com');
  });
});
