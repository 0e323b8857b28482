import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { type ReactNode, useState } from 'react';
import { afterEach, expect, vi } from 'vitest';
import type { Question } from '../../../../core/api/quiz.ts';
import type { AnswerState, QuestionReview } from '../../../../core/quiz/index.ts';
import { STORY_TODAY } from '../../../../stories/quiz/answers/fixtures.ts';
import { QuestionsI18n } from '../../../../stories/quiz/answers/question-story.tsx';
import { answerScreens } from '../../../../ui/quiz/questions/answer-screens.ts';
import {
  AnswerScreenProvider,
  type AttachFile,
  type RecordMedia,
} from '../../../../ui/quiz/questions/answers/answer-screen-context.tsx';
import type { QuestionScreenProps } from '../../../../ui/quiz/questions/question-screen.types.ts';
import {
  type ReviewAudience,
  ReviewAudienceProvider,
} from '../../../../ui/quiz/questions/review-audience.tsx';

afterEach(cleanup);

function Screen({ question, ...rest }: { question: Question } & Record<string, unknown>) {
  const Found = answerScreens[question.type.slug];
  if (!Found) throw new Error(`No screen for ${question.type.slug}`);
  return <Found {...({ question, ...rest } as unknown as QuestionScreenProps)} />;
}

function Answering({
  question,
  answer,
  onChange,
  disabled,
  error,
}: {
  question: Question;
  answer: AnswerState;
  onChange: (answer: AnswerState, options?: { typed?: boolean }) => void;
  disabled: boolean;
  error: string | null;
}) {
  const [current, setCurrent] = useState(answer);
  return (
    <Screen
      mode="interactive"
      question={question}
      answer={current}
      disabled={disabled}
      error={error}
      onChange={(next: AnswerState, options?: { typed?: boolean }) => {
        setCurrent(next);
        onChange(next, options);
      }}
    />
  );
}

function wrap(children: ReactNode, attach?: AttachFile, language?: 'en' | 'uk' | 'ru', record?: RecordMedia) {
  return (
    <QuestionsI18n language={language ?? 'en'}>
      <AnswerScreenProvider attach={attach} record={record} today={STORY_TODAY}>
        {children}
      </AnswerScreenProvider>
    </QuestionsI18n>
  );
}

/** Renders a question's screen through the registry, answering; the answer lives in state as on the page. */
export function renderAnswering(
  fixture: { question: Question; answer: AnswerState },
  options: {
    disabled?: boolean;
    error?: string | null;
    attach?: AttachFile;
    record?: RecordMedia;
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
      />,
      options.attach,
      options.language,
      options.record,
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
