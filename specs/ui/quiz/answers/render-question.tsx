import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { type ReactNode, useCallback, useState, useSyncExternalStore } from 'react';
import { afterEach, expect, vi } from 'vitest';
import type { Question, QuizFile } from '../../../../core/api/quiz.ts';
import {
  type AnswerFlow,
  type AnswerState,
  attachStoredFile,
  type QuestionReview,
  type QuizEvent,
} from '../../../../core/quiz/index.ts';
import { STORY_TODAY } from '../../../../stories/quiz/answers/fixtures.ts';
import { QuestionsI18n } from '../../../../stories/quiz/answers/question-story.tsx';
import { answerScreens } from '../../../../ui/quiz/questions/answer-screens.ts';
import {
  AnswerScreenProvider,
  type RecordMedia,
  useQueuedAnswerFiles,
} from '../../../../ui/quiz/questions/answers/index.ts';
import type { QuestionScreenProps } from '../../../../ui/quiz/questions/question-screen.types.ts';
import {
  type ReviewAudience,
  ReviewAudienceProvider,
} from '../../../../ui/quiz/questions/review-audience.tsx';
import type { KeptRecordings } from '../../../../ui/recorder/index.ts';
import { UploadPanel, type UseUploadQueueOptions, useUploadQueue } from '../../../../ui/upload/index.ts';

afterEach(cleanup);

function Screen({ question, ...rest }: { question: Question } & Record<string, unknown>) {
  const Found = answerScreens[question.type.slug];
  if (!Found) throw new Error(`No screen for ${question.type.slug}`);
  return <Found {...({ question, ...rest } as unknown as QuestionScreenProps)} />;
}

/** The run the spec's answer files go up under (the quiz flow's key seed on the page). */
export const SPEC_UPLOAD_SCOPE = 'spec-run';

/** The page's quiz flow as far as a screen needs it: it holds the answers and tells each change. */
function answerFlow(
  question: Question,
  answer: AnswerState,
  onChange: (answer: AnswerState, options?: { typed?: boolean }) => void,
) {
  let snapshot = { context: { answers: { [question.id]: answer } as Record<number, AnswerState> } };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event: QuizEvent) {
      if (event.type !== 'answer.change') return;
      snapshot = { context: { answers: { ...snapshot.context.answers, [event.questionId]: event.answer } } };
      onChange(event.answer, event.typed ? { typed: true } : undefined);
      for (const listener of listeners) listener();
    },
  } satisfies AnswerFlow & { subscribe: unknown };
}
type SpecFlow = ReturnType<typeof answerFlow>;

/** Answers' files as the quiz page wires them: an upload queue (the spec's transport), its panel, the flow. */
function QueuedFiles({
  flow,
  uploads,
  record,
  kept,
  children,
}: {
  flow: SpecFlow;
  uploads: UseUploadQueueOptions;
  record?: RecordMedia;
  kept?: KeptRecordings;
  children: ReactNode;
}) {
  const queue = useUploadQueue(uploads);
  const attach = useCallback(
    (questionId: number, file: QuizFile) => attachStoredFile(flow, questionId, file),
    [flow],
  );
  const files = useQueuedAnswerFiles(queue, SPEC_UPLOAD_SCOPE, attach);
  return (
    <AnswerScreenProvider files={files} record={record} kept={kept} today={STORY_TODAY}>
      <article aria-label="Question">{children}</article>
      <UploadPanel
        view={queue.view}
        cancel={queue.cancel}
        retry={queue.retry}
        dismiss={queue.dismiss}
        toggle={queue.toggle}
      />
    </AnswerScreenProvider>
  );
}

function Answering({
  question,
  answer,
  onChange,
  disabled,
  error,
  uploads,
  record,
  kept,
}: {
  question: Question;
  answer: AnswerState;
  onChange: (answer: AnswerState, options?: { typed?: boolean }) => void;
  disabled: boolean;
  error: string | null;
  uploads?: UseUploadQueueOptions;
  record?: RecordMedia;
  kept?: KeptRecordings;
}) {
  const [flow] = useState(() => answerFlow(question, answer, onChange));
  const current = useSyncExternalStore(flow.subscribe, () => flow.getSnapshot().context.answers[question.id]);
  const screen = (
    <Screen
      mode="interactive"
      question={question}
      answer={current}
      disabled={disabled}
      error={error}
      onChange={(next: AnswerState, options?: { typed?: boolean }) =>
        flow.send({ type: 'answer.change', questionId: question.id, answer: next, typed: options?.typed })
      }
    />
  );
  if (uploads) {
    return (
      <QueuedFiles flow={flow} uploads={uploads} record={record} kept={kept}>
        {screen}
      </QueuedFiles>
    );
  }
  return (
    <AnswerScreenProvider record={record} today={STORY_TODAY}>
      {screen}
    </AnswerScreenProvider>
  );
}

function wrap(children: ReactNode, language?: 'en' | 'uk' | 'ru') {
  return (
    <QuestionsI18n language={language ?? 'en'}>
      <AnswerScreenProvider today={STORY_TODAY}>{children}</AnswerScreenProvider>
    </QuestionsI18n>
  );
}

/**
 * Renders a question's screen through the registry, answering; the answer lives in a flow as on the page.
 * With `uploads` (the queue's transport and poll), files go through a real upload queue and its panel.
 */
export function renderAnswering(
  fixture: { question: Question; answer: AnswerState },
  options: {
    disabled?: boolean;
    error?: string | null;
    uploads?: UseUploadQueueOptions;
    record?: RecordMedia;
    kept?: KeptRecordings;
    language?: 'en' | 'uk' | 'ru';
  } = {},
) {
  const onChange = vi.fn<(answer: AnswerState, options?: { typed?: boolean }) => void>();
  const view = render(
    wrap(
      <Answering
        question={fixture.question}
        answer={fixture.answer}
        onChange={onChange}
        disabled={options.disabled ?? false}
        error={options.error ?? null}
        uploads={options.uploads}
        record={options.record}
        kept={options.kept}
      />,
      options.language,
    ),
  );
  /** The answer last sent to the page. */
  const lastAnswer = <T extends AnswerState>() => onChange.mock.calls.at(-1)?.[0] as T;
  return { ...view, onChange, lastAnswer };
}

/** Renders a question's review through the registry. */
export function renderReview(
  fixture: {
    question: Question;
    answer: AnswerState;
    review: QuestionReview<unknown>;
  },
  audience: ReviewAudience = 'learner',
) {
  return render(
    wrap(
      <ReviewAudienceProvider audience={audience}>
        <Screen mode="review" {...fixture} />
      </ReviewAudienceProvider>,
    ),
  );
}

/** No serious or critical axe violation in the document (contrast is checked in Chromium by the stories check). */
export async function expectNoAxeViolations() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** The id of an option by its text. */
export function optionId(question: Question, text: string): number {
  const option = question.answers.find((answer) => answer.text === text);
  if (!option) throw new Error(`No option «${text}»`);
  return option.id;
}
