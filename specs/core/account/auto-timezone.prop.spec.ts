import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoTimezoneToSend } from '../../../core/account/auto-timezone.ts';

const zones = fc.constantFrom('Europe/Kyiv', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'UTC');

describe('the automatic time zone', () => {
  it('sends the device zone only while it is on and differs from the stored one', () => {
    fc.assert(
      fc.property(fc.boolean(), zones, zones, (on, stored, device) => {
        const sent = autoTimezoneToSend({ is_auto_timezone: on, timezone: stored }, device);
        expect(sent).toBe(on && stored !== device ? device : null);
      }),
    );
  });

  it('sends nothing when nobody is signed in or the device names no zone', () => {
    expect(autoTimezoneToSend(null, 'Europe/Kyiv')).toBeNull();
    expect(autoTimezoneToSend({ is_auto_timezone: true, timezone: 'UTC' }, undefined)).toBeNull();
    expect(autoTimezoneToSend({ is_auto_timezone: true, timezone: 'UTC' }, 'Europe/Kyiv')).toBe(
      'Europe/Kyiv',
    );
  });
});
