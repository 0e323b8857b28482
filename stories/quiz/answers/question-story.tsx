import { type ReactNode, useState } from 'react';
import questionsEn from '../../../app/server/translations/en/questions.json' with { type: 'json' };
import uiEn from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import questionsRu from '../../../app/server/translations/ru/questions.json' with { type: 'json' };
import uiRu from '../../../app/server/translations/ru/ui.json' with { type: 'json' };
import questionsUk from '../../../app/server/translations/uk/questions.json' with { type: 'json' };
import uiUk from '../../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import type { Question, QuizFile } from '../../../core/api/quiz.ts';
import type { AnswerState, QuestionReview } from '../../../core/quiz/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { answerScreens } from '../../../ui/quiz/questions/answer-screens.ts';
import {
  AnswerScreenProvider,
  type AttachFile,
} from '../../../ui/quiz/questions/answers/answer-screen-context.tsx';
import { STORY_TODAY } from './fixtures.ts';

const catalogs = {
  en: { ui: uiEn, questions: questionsEn },
  uk: { ui: uiUk, questions: questionsUk },
  ru: { ui: uiRu, questions: questionsRu },
} as const;

function storyLanguage(): Language {
  const requested =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
  return requested === 'uk' || requested === 'ru' ? requested : 'en';
}

/** The `ui` and `questions` texts in the story's language (`?lang=uk` or `ru`). */
export function QuestionsI18n({ children, language }: { children: ReactNode; language?: Language }) {
  const chosen = language ?? storyLanguage();
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}

/** Pretends to upload: the file comes back as stored after a moment. */
export const storyAttach: AttachFile = (file) =>
  new Promise<QuizFile>((resolve) =>
    setTimeout(
      () =>
        resolve({
          uuid: `story-${file.name}-${file.size}`,
          original_name: file.name,
          mime_type: file.type,
          url: '#',
        }),
      1200,
    ),
  );

/** How the quiz page frames a question: its title above the answer area. */
function QuestionCard({ question, children }: { question: Question; children: ReactNode }) {
  return (
    <article
      style={{
        maxWidth: 720,
        margin: '0 auto',
        padding: 'var(--space-6)',
        background: 'var(--color-surface)',
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius-xl)',
        boxShadow: 'var(--shadow-sm)',
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--space-5)',
      }}
    >
      <h1 style={{ margin: 0, fontSize: 'var(--font-size-xl)', lineHeight: 'var(--line-height-tight)' }}>
        {question.name}
      </h1>
      {children}
    </article>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <main style={{ padding: 'clamp(12px, 4vw, 40px)', background: 'var(--color-bg)', minHeight: '100vh' }}>
      {children}
    </main>
  );
}

/** A question being answered; the answer lives in the story's state. */
export function AnsweringStory({
  question,
  answer,
  error = null,
  disabled = false,
}: {
  question: Question;
  answer: AnswerState;
  error?: string | null;
  disabled?: boolean;
}) {
  const [current, setCurrent] = useState(answer);
  const Screen = answerScreens[question.type.slug];
  if (!Screen) return null;
  return (
    <QuestionsI18n>
      <AnswerScreenProvider attach={storyAttach} today={STORY_TODAY}>
        <Page>
          <QuestionCard question={question}>
            <Screen
              mode="interactive"
              question={question}
              answer={current}
              onChange={setCurrent}
              disabled={disabled}
              error={error}
            />
          </QuestionCard>
        </Page>
      </AnswerScreenProvider>
    </QuestionsI18n>
  );
}

/** A question's review on the result screen. */
export function ReviewStory({
  question,
  answer,
  review,
}: {
  question: Question;
  answer: AnswerState;
  review: QuestionReview<unknown>;
}) {
  const Screen = answerScreens[question.type.slug];
  if (!Screen) return null;
  return (
    <QuestionsI18n>
      <Page>
        <QuestionCard question={question}>
          <Screen mode="review" question={question} answer={answer} review={review} />
        </QuestionCard>
      </Page>
    </QuestionsI18n>
  );
}
