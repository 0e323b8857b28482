import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  type QuizSettingsDraft,
  settingsDraftOf,
  settingsErrors,
  settingsRequest,
} from '../../../core/quiz-constructor/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { ChevronLeftIcon } from '../../../ui/icons/index.ts';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, EmptyState, Spinner } from '../../../ui/primitives/index.ts';
import { QuizSettingsForm, type QuizSettingsStatus } from '../../../ui/quiz-constructor/index.ts';
import styles from '../../../ui/quiz-constructor/quiz-constructor.module.css';
import {
  type ConstructorQuiz,
  httpQuizConstructorApi,
  type QuizConstructorApi,
} from './quiz-constructor-api.ts';
import { QuizQuestionsPanel } from './quiz-questions-panel.tsx';

/** Query key of one quiz in the constructor. */
export const constructorQuizKey = (quizId: number) => ['constructor-quiz', quizId] as const;

/** `/expert/quiz/{id}/edit`: the quiz's settings form and its questions with what is wrong with each. */
export function QuizSettingsPage({ api = httpQuizConstructorApi }: { api?: QuizConstructorApi }) {
  const { t } = useTranslation();
  const quizId = Number(useParams().quizId);
  const quiz = useQuery({
    queryKey: constructorQuizKey(quizId),
    queryFn: () => api.quiz(quizId),
    enabled: Number.isInteger(quizId) && quizId > 0,
  });
  const back = (
    <Button href="/expert/quiz/list" variant="ghost" size="sm" iconStart={<ChevronLeftIcon size={16} />}>
      {t('expert.quiz_list_title')}
    </Button>
  );
  if (quiz.isError || !(Number.isInteger(quizId) && quizId > 0))
    return (
      <>
        <PageHeader eyebrow={back} title={t('expert.quiz_settings_title')} />
        <EmptyState
          title={t('expert.quiz_settings_load_failed')}
          action={
            <Button variant="secondary" onClick={() => quiz.refetch()}>
              {t('expert.quiz_review_retry')}
            </Button>
          }
        />
      </>
    );
  if (!quiz.data)
    return (
      <>
        <PageHeader eyebrow={back} title={t('expert.quiz_settings_title')} />
        <Spinner label={t('ui.loading')} />
      </>
    );
  return <LoadedQuiz key={quiz.data.id} quiz={quiz.data} api={api} back={back} />;
}

function LoadedQuiz({
  quiz,
  api,
  back,
}: {
  quiz: ConstructorQuiz;
  api: QuizConstructorApi;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<QuizSettingsDraft>(() => settingsDraftOf(quiz));
  const [status, setStatus] = useState<QuizSettingsStatus>('saved');
  const [tried, setTried] = useState(false);
  const errors = settingsErrors(draft);
  const unsaved = status === 'unsaved' || status === 'failed';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  useEffect(() => {
    document.title = quiz.name;
  }, [quiz.name]);

  const save = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) {
      setStatus('unsaved');
      return;
    }
    setStatus('saving');
    try {
      const saved = await api.saveOptions(quiz.id, settingsRequest(draft));
      queryClient.setQueryData(constructorQuizKey(quiz.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['expert-quizzes'] });
      setDraft(settingsDraftOf(saved));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <>
      <PageHeader
        eyebrow={back}
        title={quiz.name}
        description={t('expert.quiz_settings_description')}
        actions={
          <>
            <Button href={`/expert/quiz/${quiz.id}/preview`} variant="secondary">
              {t('expert.quiz_preview')}
            </Button>
            <Button href={`/expert/quiz/${quiz.id}/attempts`} variant="secondary">
              {t('expert.quiz_open_attempts')}
            </Button>
          </>
        }
      />
      <div className={styles.settings}>
        <QuizSettingsForm
          draft={draft}
          errors={tried ? errors : {}}
          status={status}
          onChange={(patch) => {
            setDraft((current) => ({ ...current, ...patch }));
            setStatus('unsaved');
          }}
          onSave={save}
        />
        <section aria-labelledby="quiz-questions-title" className={styles.form}>
          <h2 id="quiz-questions-title">
            {t('expert.quiz_questions_title', { count: quiz.questions.length })}
          </h2>
          <QuizQuestionsPanel
            quizId={quiz.id}
            questions={quiz.questions}
            api={api}
            queryKey={constructorQuizKey(quiz.id)}
          />
        </section>
      </div>
    </>
  );
}
