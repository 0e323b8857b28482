import { describe, expect, it } from 'vitest';
import { likertOrientation } from '../../../core/quiz/index.ts';

describe('likertOrientation', () => {
  it('stacks the options for type 2 or "vertical" and puts them in a row otherwise', () => {
    expect(likertOrientation({ likert_scale_type: 2 })).toBe('vertical');
    expect(likertOrientation({ likert_scale_type: '2' })).toBe('vertical');
    expect(likertOrientation({ likert_scale_type: 'vertical' })).toBe('vertical');
    expect(likertOrientation({ likert_scale_type: 1 })).toBe('horizontal');
    expect(likertOrientation({ likert_scale_type: 'horizontal' })).toBe('horizontal');
    expect(likertOrientation({ likert_scale_type: null })).toBe('horizontal');
  });
});
