import * as v from 'valibot';
import type { AnyMachineSnapshot } from 'xstate';
import '../account/account-flow.inspector.ts';
import { DEFAULT_LANGUAGE, type Language } from '../api/index.ts';
import { quizSchema } from '../api/quiz.ts';
import { calendarDateOf, calendarMachine } from '../calendar/index.ts';
import '../closed-groups/closed-group.inspector.ts';
import { colourPickerMachine } from '../colour-picker/index.ts';
import '../comments/comment-thread.inspector.ts';
import '../course-program/course-program.inspector.ts';
import { dropdownMachine } from '../dropdown/index.ts';
import { i18nMachine, memoryStorage } from '../i18n/index.ts';
import '../lesson-editor/lesson-editor.inspector.ts';
import { connectionMachine } from '../network/index.ts';
import { notificationsMachine, notificationTimerMachine } from '../notifications/index.ts';
import { numberInputMachine } from '../number-input/index.ts';
import '../player/player.inspector.ts';
import { quizMachine, quizPageMachine } from '../quiz/index.ts';
import '../quiz-constructor/question-save.inspector.ts';
import '../recorder/recorder.inspector.ts';
import '../upload/upload.inspector.ts';
import { registerMachine } from './machine-registry.ts';

function qaTranslations(language: Language) {
  return {
    data: {
      common: { save: `save (${language}, QA)` },
      network: { connection_no: `offline (${language}, QA)` },
    },
    meta: { lang: language, version: 'qa' },
  };
}

registerMachine({
  id: 'i18n',
  machine: i18nMachine,
  description:
    'Loads interface texts by group and language: shows cached tables at once, refetches them in the background, keeps the cache when offline and falls back to the default language.',
  input: () => ({ language: 'uk', storage: memoryStorage(), now: Date.now }),
  sampleEvents: (snapshot: AnyMachineSnapshot) => {
    const asked = (snapshot.context as { language: Language }).language;
    return [
      { type: 'language.change', language: asked === 'ru' ? 'uk' : 'ru' },
      { type: 'translations.refresh' },
      { type: 'xstate.done.actor.fetchTranslations', output: qaTranslations(asked) },
      { type: 'xstate.error.actor.fetchTranslations', error: 'Failed to fetch' },
      { type: 'xstate.done.actor.fetchDefaultTranslations', output: qaTranslations(DEFAULT_LANGUAGE) },
      { type: 'xstate.error.actor.fetchDefaultTranslations', error: 'Failed to fetch' },
      { type: 'xstate.done.actor.refreshTranslations', output: qaTranslations(asked) },
      { type: 'xstate.error.actor.refreshTranslations', error: 'Failed to fetch' },
    ];
  },
});

registerMachine({
  id: 'connection',
  machine: connectionMachine,
  description:
    "The connection alert bar: 'connection bad' on slow-2g or 2g, 'connection no' when offline; fed by the browser's network adapter (inert here: send its reports by hand).",
  input: { online: true, effectiveType: '4g' },
  sampleEvents: [
    { type: 'network.went_offline' },
    { type: 'network.went_online' },
    { type: 'network.type_changed', effectiveType: '2g' },
  ],
});

registerMachine({
  id: 'numberInput',
  machine: numberInputMachine,
  description:
    'A number field with bounds: commits typed text, steps, rejects out-of-range values with a flash.',
  input: { min: 0, max: 10, value: 5 },
  sampleEvents: [
    { type: 'value.commit', text: '12' },
    { type: 'value.step', delta: 1 },
    { type: 'bounds.change', min: 0, max: 100 },
    { type: 'value.sync', value: 3 },
  ],
});

registerMachine({
  id: 'dropdown',
  machine: dropdownMachine,
  description:
    'A dropdown list: opening, highlighting with the keyboard, selecting, closing on outside clicks.',
  input: {},
});

registerMachine({
  id: 'colourPicker',
  machine: colourPickerMachine,
  description:
    'The editor colour picker: palette, custom colour with opacity, used colours saved for signed-in users.',
  input: { signedIn: true },
  sampleEvents: [{ type: 'colour.pick', colour: '#3965ff' }],
});

registerMachine({
  id: 'notifications',
  machine: notificationsMachine,
  description: 'The notification stack: queued messages, each with its own timer, paused while hovered.',
  input: {},
  keepActors: ['notificationTimer'],
});

registerMachine({
  id: 'notificationTimer',
  machine: notificationTimerMachine,
  description: "One notification's display timer, pausable and resumable.",
  input: () => ({ id: 'qa', duration: 5000, paused: false, now: Date.now }),
});

registerMachine({
  id: 'quiz',
  machine: quizMachine,
  description:
    'Answering a quiz: starting an attempt, answering, checking, navigating, finishing (server calls are inert here).',
  input: () => ({
    quiz: v.parse(quizSchema, {
      id: 1,
      name: 'Inspector quiz',
      questions: [
        { id: 11, name: 'Is the sky blue?', type: { slug: 'yes_no' } },
        { id: 12, name: 'Name a prime number', type: { slug: 'paste_word' } },
      ],
    }),
  }),
});

registerMachine({
  id: 'quizPage',
  machine: quizPageMachine,
  description:
    'The quiz page around the quiz: access countdown, preview or attempt, start button, statuses, expired attempts and results (server calls are inert here).',
  input: () => ({ quizId: 1, isAuthenticated: true, now: Date.now() }),
});

registerMachine({
  id: 'calendar',
  machine: calendarMachine,
  description:
    'The date picker: a 7-column grid of 35 or 42 days, month and year pickers, single-date or range clicks, disabled old and out-of-month days.',
  input: () => ({ mode: 'range' as const, today: calendarDateOf(new Date()), allowOldDates: false }),
  sampleEvents: (snapshot: AnyMachineSnapshot) => {
    const { today } = (snapshot.context as { rules: { today: { year: number; month: number; day: number } } })
      .rules;
    return [
      { type: 'day.select', date: today },
      { type: 'day.select', date: { ...today, day: Math.min(today.day + 3, 28) } },
      { type: 'month.next' },
      { type: 'month.previous' },
      { type: 'view.years' },
      { type: 'year.select', year: today.year + 1 },
      { type: 'month.select', month: 1 },
      { type: 'selection.clear' },
    ];
  },
});
