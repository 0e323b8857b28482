import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RESULT_DISPLAY_TYPES } from '../../../core/api/quiz.ts';
import { quizOptionsSchema } from '../../../core/api/quiz-authoring.ts';
import {
  type QuizSettingsSource,
  settingsDraftOf,
  settingsErrors,
  settingsRequest,
} from '../../../core/quiz-constructor/index.ts';

const oneOrTwo = fc.constantFrom(1 as const, 2 as const);
const text = fc.option(
  fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''),
  {
    nil: null,
  },
);

const sourceArb: fc.Arbitrary<QuizSettingsSource> = fc
  .record({
    name: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== ''),
    is_name_enabled: fc.boolean(),
    questions_display_type_id: oneOrTwo,
    navigation_type_id: oneOrTwo,
    return_to_previous_type: oneOrTwo,
    reanswer_type: oneOrTwo,
    finish_type_id: oneOrTwo,
    is_allow_clear: fc.boolean(),
    type_show_question_result_attempt: fc.constantFrom(1 as const, 2 as const, 3 as const),
    result_type_show: fc.constantFrom(...RESULT_DISPLAY_TYPES),
    result_is_show: fc.boolean(),
    questions_numeration_type: oneOrTwo,
    is_checkpoint: fc.boolean(),
    timer_duration: fc.option(fc.integer({ min: 1, max: 7 * 24 * 3600 }), { nil: null }),
    timer_type: oneOrTwo,
    start_type: fc.constant(1 as const),
    start_info_text: text,
    start_info_button: text,
    estimate_is_on: fc.boolean(),
    estimate_is_show: fc.boolean(),
    scores: fc.option(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 })), {
      nil: null,
    }),
    attempt_limit: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    attempt_limit_text: text,
    passed_text: text,
    failed_text: text,
    attempt_comment_type: fc.constantFrom(1 as const, 2 as const, null),
    versioning_type_id: fc.constantFrom(1 as const, 2 as const, 3 as const, null),
  })
  .map(({ scores, ...rest }) => ({
    ...rest,
    common_scores_min: scores ? Math.min(...scores) : null,
    common_scores_max: scores ? Math.max(...scores) : null,
  }));

describe('the quiz settings form', () => {
  it('saves back exactly the options it was filled with, in a body the server accepts', () => {
    fc.assert(
      fc.property(sourceArb, (source) => {
        const draft = settingsDraftOf(source);
        expect(settingsErrors(draft)).toEqual({});
        const body = settingsRequest(draft);
        expect(v.safeParse(quizOptionsSchema, body).success).toBe(true);
        expect(body).toEqual(source);
      }),
    );
  });

  it('names the field of each mistake', () => {
    fc.assert(
      fc.property(sourceArb, (source) => {
        const draft = settingsDraftOf(source);
        expect(settingsErrors({ ...draft, name: '  ' })).toMatchObject({ name: 'name_required' });
        expect(
          settingsErrors({ ...draft, timer_on: true, timer_minutes: '0', timer_seconds: '0' }),
        ).toMatchObject({
          timer_minutes: 'timer_invalid',
        });
        expect(
          settingsErrors({ ...draft, timer_on: true, timer_minutes: '1', timer_seconds: '75' }),
        ).toMatchObject({
          timer_minutes: 'timer_invalid',
        });
        expect(
          settingsErrors({ ...draft, timer_on: true, timer_minutes: '10081', timer_seconds: '' }),
        ).toMatchObject({ timer_minutes: 'timer_invalid' });
        expect(settingsErrors({ ...draft, common_scores_min: '5', common_scores_max: '4,5' })).toMatchObject({
          common_scores_max: 'scores_order',
        });
        expect(settingsErrors({ ...draft, common_scores_min: 'abc' })).toMatchObject({
          common_scores_min: 'score_invalid',
        });
        expect(settingsErrors({ ...draft, attempt_limit_on: true, attempt_limit: '0' })).toMatchObject({
          attempt_limit: 'attempt_limit_invalid',
        });
        expect(settingsErrors({ ...draft, attempt_limit_on: true, attempt_limit: '' })).toMatchObject({
          attempt_limit: 'attempt_limit_invalid',
        });
        expect(settingsErrors({ ...draft, start_type: 2, start_info_button: ' ' })).toMatchObject({
          start_info_button: 'start_button_required',
        });
      }),
    );
  });

  it('a timer or a limit switched off saves none and keeps what was typed in the form', () => {
    const draft = settingsDraftOf(fc.sample(sourceArb, { numRuns: 1, seed: 3 })[0]!);
    const off = {
      ...draft,
      timer_on: false,
      timer_minutes: 'x',
      attempt_limit_on: false,
      attempt_limit: 'y',
    };
    expect(settingsErrors(off)).toEqual({});
    expect(settingsRequest(off)).toMatchObject({ timer_duration: null, attempt_limit: null });
    expect(
      settingsRequest({ ...draft, timer_on: true, timer_minutes: '1', timer_seconds: '30' }).timer_duration,
    ).toBe(90);
  });
});
