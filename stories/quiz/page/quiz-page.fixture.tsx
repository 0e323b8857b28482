import { type ReactNode, useEffect, useState } from 'react';
import * as v from 'valibot';
import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import exercisesEn from '../../../app/server/translations/en/exercises.json' with { type: 'json' };
import questionsEn from '../../../app/server/translations/en/questions.json' with { type: 'json' };
import quizEn from '../../../app/server/translations/en/quiz.json' with { type: 'json' };
import uiEn from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import exercisesUk from '../../../app/server/translations/uk/exercises.json' with { type: 'json' };
import questionsUk from '../../../app/server/translations/uk/questions.json' with { type: 'json' };
import quizUk from '../../../app/server/translations/uk/quiz.json' with { type: 'json' };
import uiUk from '../../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import {
  type Attempt,
  type AttemptResult,
  type AttemptReview,
  attemptSchema,
  type Quiz,
  type QuizInput as QuizData,
  quizSchema,
} from '../../../core/api/quiz.ts';
import {
  memoryOutboxStorage,
  type QuizContext,
  type QuizPageContext,
  type QuizPageView,
  quizMachine,
  quizPageMachine,
  selectQuizPageView,
} from '../../../core/quiz/index.ts';
import { createQuizContext } from '../../../core/quiz/quiz-context.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { QuizAttemptScreen } from '../../../ui/quiz/page/quiz-attempt-screen.tsx';
import { QuizPageScreens } from '../../../ui/quiz/page/quiz-page-screens.tsx';
import { choiceResults, questions } from '../answers/fixtures.ts';
import { sortingQuestion } from '../exercises/fixtures.ts';

const catalogs = {
  en: { quiz: quizEn, ui: uiEn, questions: questionsEn, exercises: exercisesEn },
  uk: { quiz: quizUk, ui: uiUk, questions: questionsUk, exercises: exercisesUk },
} as const;

/** The quiz page's texts in English, or in Ukrainian. */
export function QuizI18n({
  children,
  language = 'en',
}: {
  children: ReactNode;
  language?: Extract<Language, 'en' | 'uk'>;
}) {
  return (
    <I18nProvider language={language} catalog={catalogs[language]} fallback={catalogs.en}>
      <div style={{ padding: 24, background: 'var(--color-bg)', minHeight: '100%' }}>{children}</div>
    </I18nProvider>
  );
}

/** The stories' moment: 22 November 2026, 10:00 UTC. */
export const STORY_NOW = Date.parse('2026-11-22T10:00:00Z');

/** Four questions of a Ukrainian alphabet quiz. */
export const storyQuestions = [
  questions.single_answer,
  questions.multiple_answer,
  questions.yes_no,
  sortingQuestion,
];

/** A quiz as the server sends it. */
export function storyQuiz(overrides: Partial<QuizData> = {}): Quiz {
  return v.parse(quizSchema, {
    id: 7,
    name: 'Alphabet check',
    questions: storyQuestions,
    type_show_question_result_attempt: { id: 3 },
    result_attempt: { type_show: 'full_information', is_show: true },
    estimate: { is_on: true, is_show: true },
    common_scores_min: 3,
    common_scores_max: 4,
    start_info: { text: 'Four short questions on the letters you met in the first lesson.', button: null },
    ...overrides,
  });
}

/** An attempt in a status. */
export function storyAttempt(overrides: Partial<v.InferInput<typeof attemptSchema>> = {}): Attempt {
  return v.parse(attemptSchema, {
    id: 31,
    status_id: 5,
    scores: 0,
    passed_time_in_seconds: 0,
    count_questions: 4,
    ...overrides,
  });
}

/** The learner's answers in the finished attempt. */
export const storyResults: AttemptResult[] = [
  ...choiceResults(questions.single_answer, ['й']),
  ...choiceResults(questions.multiple_answer, ['а', 'б']),
  ...choiceResults(questions.yes_no, ['Так']),
];

/** A finished attempt and its review. */
export function storyReview(): AttemptReview {
  const attempt = storyAttempt({
    status_id: 2,
    scores: 2,
    finished_at: '2026-11-22T09:58:00Z',
    passed_time_formatted: '00:04:12',
    count_questions_correct: 2,
    count_questions_incorrect: 2,
    results: storyResults,
  });
  const verdicts: Record<number, boolean> = {
    [questions.single_answer.id]: true,
    [questions.multiple_answer.id]: false,
    [questions.yes_no.id]: true,
    [sortingQuestion.id]: false,
  };
  return {
    attempt,
    results: storyResults,
    aggregate_interview: [],
    questions: storyQuestions.map((question) => ({
      ...question,
      completed: true,
      attempt_question_result: { is_correct: verdicts[question.id] ?? null },
    })),
  };
}

/** The page's view in a state of the page machine. */
export function pageView(
  value: Parameters<typeof quizPageMachine.resolveState>[0]['value'],
  context: Partial<QuizPageContext>,
): QuizPageView {
  const quiz = context.quiz === undefined ? storyQuiz() : context.quiz;
  const snapshot = quizPageMachine.resolveState({
    value,
    context: {
      quizId: 7,
      isAuthenticated: true,
      quiz,
      attempt: null,
      questions: [],
      finalize: false,
      secondsUntilOpen: 0,
      now: STORY_NOW,
      review: null,
      reviewAttemptId: null,
      commentTarget: null,
      urlParams: {},
      error: null,
      ...context,
    },
  });
  return selectQuizPageView(snapshot);
}

/** A page screen in a state of the page machine; the attempt screen is drawn by `attempt`. */
export function PageStory({
  view,
  attempt,
  language,
}: {
  view: QuizPageView;
  attempt?: ReactNode;
  language?: 'en' | 'uk';
}) {
  const noop = () => {};
  return (
    <QuizI18n language={language}>
      <QuizPageScreens
        view={view}
        now={STORY_NOW}
        onStart={noop}
        onReload={noop}
        onOpenResult={noop}
        onCloseResult={noop}
        renderAttempt={() => attempt ?? null}
      />
    </QuizI18n>
  );
}

const never = fromPromise(() => new Promise<never>(() => {})) as unknown as AnyActorLogic;
/** The quiz flow whose calls never answer, so a story stays in its state. */
const frozenQuizMachine = quizMachine.provide({
  actors: {
    startAttempt: never,
    sendAnswer: never,
    finishAttempt: never,
    clearAttempt: never,
    fetchAttemptTimer: never,
    startQuestionTimer: never,
  } as never,
});

/** The flow's value with every region given. */
export interface FlowValue {
  flow: string | { finishing: 'draining' | 'sending' };
  attempt: 'idle' | 'waitingToStart' | 'starting' | 'waitingForNetwork' | 'active';
  outbox: 'idle' | 'sending' | 'waitingForNetwork';
  attemptTimer: 'off' | 'countingUp' | 'running' | 'refreshing' | 'expired' | 'stopped';
  questionTimer: 'off' | 'starting' | 'running' | 'stopped';
}

/** The quiz flow's context for a story: the story quiz, a running attempt, nothing queued. */
export function flowContext(overrides: Partial<QuizContext> = {}, quiz: Quiz = storyQuiz()): QuizContext {
  const attempt = overrides.attempt === undefined ? storyAttempt() : overrides.attempt;
  return {
    ...createQuizContext({ quiz, attempt, storage: memoryOutboxStorage(), keySeed: 'story' }),
    ...overrides,
  };
}

/** The attempt screen with the quiz flow resolved in a state (actors never answer, timers hold still). */
export function AttemptStory({
  value,
  context,
  language,
}: {
  value: FlowValue;
  context: QuizContext;
  language?: 'en' | 'uk';
}) {
  const [actor] = useState(() =>
    createActor(frozenQuizMachine, {
      input: { quiz: context.quiz },
      snapshot: frozenQuizMachine.resolveState({ value: value as never, context }),
    }),
  );
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return (
    <QuizI18n language={language}>
      <QuizAttemptScreen actor={actor} />
    </QuizI18n>
  );
}
