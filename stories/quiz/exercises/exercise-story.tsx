import { type ReactNode, useState } from 'react';
import enExercises from '../../../app/server/translations/en/exercises.json' with { type: 'json' };
import enUi from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import ruExercises from '../../../app/server/translations/ru/exercises.json' with { type: 'json' };
import ruUi from '../../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukExercises from '../../../app/server/translations/uk/exercises.json' with { type: 'json' };
import ukUi from '../../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import type { Question, ResultDisplayType } from '../../../core/api/quiz.ts';
import type { AnswerState } from '../../../core/quiz/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { ScreenWidthProvider } from '../../../ui/quiz/questions/exercises/screen-width.tsx';
import { questionScreenFor } from '../../../ui/quiz/questions/question-screens.ts';
import { StoryFrame } from '../../story-frame.tsx';
import { reviewOf } from './fixtures.ts';

const catalogs = {
  en: { ui: enUi, exercises: enExercises },
  uk: { ui: ukUi, exercises: ukExercises },
  ru: { ui: ruUi, exercises: ruExercises },
} as const;

function storyLanguage(): Language {
  const requested =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
  return requested === 'uk' || requested === 'ru' ? requested : 'en';
}

/** The texts of the exercise screens (and the shared pieces) in the story's language (`?lang=uk` or `ru`). */
export function ExerciseTexts({ children, language }: { children: ReactNode; language?: Language }) {
  const lang = language ?? storyLanguage();
  return (
    <I18nProvider language={lang} catalog={catalogs[lang]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}

/** A question card the way the quiz page frames a screen: the title above, the screen below. */
function QuestionCard({ question, children }: { question: Question; children: ReactNode }) {
  return (
    <article
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 20,
        padding: 'clamp(16px, 4vw, 32px)',
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius-lg)',
        background: 'var(--color-surface)',
        boxShadow: 'var(--shadow-sm)',
      }}
    >
      <h2 style={{ margin: 0, fontSize: 'var(--font-size-xl)', fontWeight: 600 }}>{question.name}</h2>
      {children}
    </article>
  );
}

/** An answerable screen holding its own answer, as the quiz machine would. */
export function InteractiveStory({
  question,
  answer,
  width,
  disabled = false,
  error,
}: {
  question: Question;
  answer: AnswerState;
  width?: number;
  disabled?: boolean;
  error?: string;
}) {
  const [state, setState] = useState(answer);
  const Screen = questionScreenFor(question.type.slug);
  if (!Screen) return null;
  const screen = (
    <Screen
      mode="interactive"
      question={question}
      answer={state}
      onChange={setState}
      disabled={disabled}
      error={error}
    />
  );
  return (
    <ExerciseTexts>
      <StoryFrame width={width ?? 760}>
        <QuestionCard question={question}>
          {width ? <ScreenWidthProvider width={width}>{screen}</ScreenWidthProvider> : screen}
        </QuestionCard>
      </StoryFrame>
    </ExerciseTexts>
  );
}

/** A screen in review for an answer and a result display type. */
export function ReviewStory({
  question,
  answer,
  displayType,
  width,
}: {
  question: Question;
  answer: AnswerState;
  displayType: ResultDisplayType;
  width?: number;
}) {
  const reviewed = reviewOf(question, answer, displayType);
  const Screen = questionScreenFor(question.type.slug);
  if (!Screen) return null;
  const screen = <Screen mode="review" {...reviewed} />;
  return (
    <ExerciseTexts>
      <StoryFrame width={width ?? 760}>
        <QuestionCard question={question}>
          {width ? <ScreenWidthProvider width={width}>{screen}</ScreenWidthProvider> : screen}
        </QuestionCard>
      </StoryFrame>
    </ExerciseTexts>
  );
}
