import { describe, expect, it } from 'vitest';
import { releaseChunk } from '../../../../app/server/files/direct-patch.ts';

describe('releaseChunk (a PATCH chunk freed once it is on disk)', () => {
  it('frees a chunk that owns its whole ArrayBuffer', () => {
    const chunk = Buffer.from(new ArrayBuffer(65_536));
    releaseChunk(chunk);
    expect(chunk.buffer.byteLength).toBe(0);
    expect(chunk.length).toBe(0);
  });

  it('leaves a view into a shared or pooled buffer, and the bytes beside it, as they were', () => {
    const pooled = Buffer.from('small bytes from the pool');
    const neighbour = Buffer.from('another small Buffer');
    releaseChunk(pooled);
    expect(pooled.toString()).toBe('small bytes from the pool');
    expect(neighbour.toString()).toBe('another small Buffer');
    const whole = Buffer.alloc(1024, 7);
    releaseChunk(whole.subarray(0, 512));
    expect(whole.buffer.byteLength).toBe(1024);
    expect(whole[1023]).toBe(7);
  });
});
