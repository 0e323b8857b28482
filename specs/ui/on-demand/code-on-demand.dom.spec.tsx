import { describe, expect, it, vi } from 'vitest';
import { loadCodeWhenOnline } from '../../../ui/on-demand/code-on-demand.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('code loaded after the first draw (loadCodeWhenOnline)', () => {
  it('hands the code over once it has loaded', async () => {
    const use = vi.fn();
    loadCodeWhenOnline(() => Promise.resolve('code'), use);
    await settle();
    expect(use).toHaveBeenCalledWith('code');
  });

  it('asks again when the connection is back after a failed load, and only then', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue('code');
    const use = vi.fn();
    loadCodeWhenOnline(load, use);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(use).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).toHaveBeenCalledWith('code');
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands nothing over and stops asking once stopped (the page went away)', async () => {
    let finish: (code: string) => void = () => {};
    const use = vi.fn();
    const stop = loadCodeWhenOnline(() => new Promise<string>((resolve) => (finish = resolve)), use);
    stop();
    finish('code');
    await settle();
    expect(use).not.toHaveBeenCalled();

    const failing = vi.fn().mockRejectedValue(new Error('Failed to fetch'));
    const stopFailing = loadCodeWhenOnline(failing, use);
    await settle();
    stopFailing();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
