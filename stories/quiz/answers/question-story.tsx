import { type ReactNode, useCallback, useState } from 'react';
import playerEn from '../../../app/server/translations/en/player.json' with { type: 'json' };
import questionsEn from '../../../app/server/translations/en/questions.json' with { type: 'json' };
import recorderEn from '../../../app/server/translations/en/recorder.json' with { type: 'json' };
import uiEn from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import uploadsEn from '../../../app/server/translations/en/uploads.json' with { type: 'json' };
import playerRu from '../../../app/server/translations/ru/player.json' with { type: 'json' };
import questionsRu from '../../../app/server/translations/ru/questions.json' with { type: 'json' };
import recorderRu from '../../../app/server/translations/ru/recorder.json' with { type: 'json' };
import uiRu from '../../../app/server/translations/ru/ui.json' with { type: 'json' };
import uploadsRu from '../../../app/server/translations/ru/uploads.json' with { type: 'json' };
import playerUk from '../../../app/server/translations/uk/player.json' with { type: 'json' };
import questionsUk from '../../../app/server/translations/uk/questions.json' with { type: 'json' };
import recorderUk from '../../../app/server/translations/uk/recorder.json' with { type: 'json' };
import uiUk from '../../../app/server/translations/uk/ui.json' with { type: 'json' };
import uploadsUk from '../../../app/server/translations/uk/uploads.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import type { Question, QuizFile } from '../../../core/api/quiz.ts';
import { type AnswerState, attachFile, type QuestionReview } from '../../../core/quiz/index.ts';
import type { UploadQueueEntry } from '../../../core/upload/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { answerScreens } from '../../../ui/quiz/questions/answer-screens.ts';
import { AnswerScreenProvider, useQueuedAnswerFiles } from '../../../ui/quiz/questions/answers/index.ts';
import { UploadPanel, useUploadQueue } from '../../../ui/upload/index.ts';
import { queueView, readyClient, storyPoll, storyTransport } from '../../upload/upload-panel.fixture.ts';
import { STORY_TODAY } from './fixtures.ts';

const catalogs = {
  en: { ui: uiEn, questions: questionsEn, uploads: uploadsEn, recorder: recorderEn, player: playerEn },
  uk: { ui: uiUk, questions: questionsUk, uploads: uploadsUk, recorder: recorderUk, player: playerUk },
  ru: { ui: uiRu, questions: questionsRu, uploads: uploadsRu, recorder: recorderRu, player: playerRu },
} as const;

/** The run the stories' answer files go up under (the quiz flow's key seed on the page). */
export const STORY_UPLOAD_SCOPE = 'story';

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

/**
 * A question being answered; the answer lives in the story's state. Files go up through a simulated
 * upload queue (a name containing "fail" stalls once at 40 %), shown in the panel under the question;
 * `tasks` freezes the queue's rows instead.
 */
export function AnsweringStory({
  question,
  answer,
  error = null,
  disabled = false,
  tasks,
}: {
  question: Question;
  answer: AnswerState;
  error?: string | null;
  disabled?: boolean;
  tasks?: UploadQueueEntry[];
}) {
  const [current, setCurrent] = useState(answer);
  const queue = useUploadQueue({ sendFile: storyTransport, pollFile: storyPoll, client: readyClient });
  const attach = useCallback(
    (_questionId: number, file: QuizFile) =>
      setCurrent((shown) => (shown.kind === 'text' ? attachFile(shown, file) : shown)),
    [],
  );
  const live = useQueuedAnswerFiles(queue, STORY_UPLOAD_SCOPE, attach);
  const files = tasks ? { ...live, tasks } : live;
  const Screen = answerScreens[question.type.slug];
  if (!Screen) return null;
  return (
    <QuestionsI18n>
      <AnswerScreenProvider files={files} today={STORY_TODAY}>
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
          <div style={{ maxWidth: 720, margin: 'var(--space-5) auto 0' }}>
            <UploadPanel
              view={tasks ? queueView(tasks) : queue.view}
              cancel={queue.cancel}
              retry={queue.retry}
              dismiss={queue.dismiss}
              toggle={queue.toggle}
            />
          </div>
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
