import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { type ReactNode, useState } from 'react';
import { afterEach } from 'vitest';
import enExercises from '../../../../app/server/translations/en/exercises.json' with { type: 'json' };
import enUi from '../../../../app/server/translations/en/ui.json' with { type: 'json' };
import ukExercises from '../../../../app/server/translations/uk/exercises.json' with { type: 'json' };
import ukUi from '../../../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../../../core/api/index.ts';
import type { Question, ResultDisplayType } from '../../../../core/api/quiz.ts';
import type { AnswerState } from '../../../../core/quiz/index.ts';
import { reviewOf } from '../../../../stories/quiz/exercises/fixtures.ts';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { ScreenWidthProvider } from '../../../../ui/quiz/questions/exercises/screen-width.tsx';
import type { QuestionScreen } from '../../../../ui/quiz/questions/question-screen.types.ts';
import { questionScreenFor } from '../../../../ui/quiz/questions/question-screens.ts';

afterEach(cleanup);

const catalogs = {
  en: { ui: enUi, exercises: enExercises },
  uk: { ui: ukUi, exercises: ukExercises },
  ru: { ui: enUi, exercises: enExercises },
} as const;

interface Options {
  width?: number;
  disabled?: boolean;
  error?: string;
  language?: Language;
}

function wrap(node: ReactNode, { width, language = 'en' }: Options) {
  return (
    <I18nProvider language={language} catalog={catalogs[language]}>
      {width ? <ScreenWidthProvider width={width}>{node}</ScreenWidthProvider> : node}
    </I18nProvider>
  );
}

function screenOf(question: Question): QuestionScreen {
  const Screen = questionScreenFor(question.type.slug);
  if (!Screen) throw new Error(`no screen for ${question.type.slug}`);
  return Screen;
}

/** Renders a question's screen (through the registry) answering; records every onChange. */
export function renderInteractive<TAnswer extends AnswerState>(
  question: Question,
  answer: TAnswer,
  options: Options = {},
) {
  const Screen = screenOf(question);
  const changes: { answer: TAnswer; typed: boolean }[] = [];
  function Harness() {
    const [state, setState] = useState<AnswerState>(answer);
    return (
      <Screen
        mode="interactive"
        question={question}
        answer={state}
        disabled={options.disabled ?? false}
        error={options.error}
        onChange={(next, flags) => {
          changes.push({ answer: next as TAnswer, typed: flags?.typed ?? false });
          setState(next);
        }}
      />
    );
  }
  const view = render(wrap(<Harness />, options));
  const last = () => {
    const change = changes.at(-1);
    if (!change) throw new Error('no change was sent');
    return change.answer;
  };
  return { ...view, user: userEvent.setup(), changes, last };
}

/** Renders a question's screen in review for an answer and a result display type. */
export function renderReview(
  question: Question,
  answer: AnswerState,
  displayType: ResultDisplayType,
  options: Options = {},
) {
  const Screen = screenOf(question);
  const reviewed = reviewOf(question, answer, displayType);
  return { ...render(wrap(<Screen mode="review" {...reviewed} />, options)), review: reviewed.review };
}

/** axe-core's serious and critical findings on the page (colour contrast is checked in Chromium). */
export async function seriousAxeFindings(): Promise<string[]> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Lays elements out in a column (happy-dom has no layout): each list item 60 px below the previous. */
export function fakeColumnLayout() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    const top = index * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 50,
      width: 300,
      height: 50,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
