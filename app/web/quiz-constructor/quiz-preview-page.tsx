import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import type { Attempt } from '../../../core/api/quiz.ts';
import { memoryOutboxStorage, quizMachine } from '../../../core/quiz/index.ts';
import type {
  AttemptIdInput,
  FinishAttemptInput,
  QuestionTimerInput,
  SendAnswerInput,
  StartAttemptInput,
} from '../../../core/quiz/quiz.types.ts';
import { correctAnswerOf, previewQuizApi, previewQuizOf } from '../../../core/quiz-constructor/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { ChevronLeftIcon } from '../../../ui/icons/index.ts';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, EmptyState, Spinner } from '../../../ui/primitives/index.ts';
import { QuizAttemptScreen } from '../../../ui/quiz/page/quiz-attempt-screen.tsx';
import { QuizFileMedia } from '../quiz/quiz-file-media.tsx';
import {
  type ConstructorQuiz,
  httpQuizConstructorApi,
  type QuizConstructorApi,
} from './quiz-constructor-api.ts';
import { constructorQuizKey } from './quiz-settings-page.tsx';

/** `/expert/quiz/{id}/preview`: the quiz as a student takes it, on the student screens, storing nothing. */
export function QuizPreviewPage({ api = httpQuizConstructorApi }: { api?: QuizConstructorApi }) {
  const { t } = useTranslation();
  const quizId = Number(useParams().quizId);
  const quiz = useQuery({ queryKey: constructorQuizKey(quizId), queryFn: () => api.quiz(quizId) });
  const [run, setRun] = useState(0);
  const [finished, setFinished] = useState<Attempt | null>(null);
  const back = (
    <Button
      href={`/expert/quiz/${quizId}/edit`}
      variant="ghost"
      size="sm"
      iconStart={<ChevronLeftIcon size={16} />}
    >
      {t('expert.quiz_settings_title')}
    </Button>
  );
  return (
    <>
      <PageHeader
        eyebrow={back}
        title={t('expert.quiz_preview_title', { name: quiz.data?.name ?? '' })}
        description={t('expert.quiz_preview_description')}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setFinished(null);
              setRun((current) => current + 1);
            }}
          >
            {t('expert.quiz_preview_restart')}
          </Button>
        }
      />
      {quiz.isError ? (
        <EmptyState title={t('expert.quiz_settings_load_failed')} />
      ) : !quiz.data ? (
        <Spinner label={t('ui.loading')} />
      ) : finished ? (
        <EmptyState
          title={t('expert.quiz_preview_finished')}
          text={t('expert.quiz_preview_finished_text', {
            correct: finished.count_questions_correct ?? 0,
            total: finished.count_questions ?? 0,
            points: finished.scores ?? 0,
          })}
        />
      ) : (
        <PreviewRun key={run} quiz={quiz.data} onFinished={setFinished} />
      )}
    </>
  );
}

function PreviewRun({
  quiz,
  onFinished,
}: {
  quiz: ConstructorQuiz;
  onFinished(attempt: Attempt | null): void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(() => {
    const calls = previewQuizApi(quiz.questions, quiz.timer_duration);
    return quizMachine.provide({
      actors: {
        startAttempt: fromPromise(({ input }: { input: StartAttemptInput }) => calls.startAttempt(input)),
        sendAnswer: fromPromise(({ input }: { input: SendAnswerInput }) => calls.sendAnswer(input)),
        finishAttempt: fromPromise(({ input }: { input: FinishAttemptInput }) => calls.finishAttempt(input)),
        clearAttempt: fromPromise(({ input }: { input: AttemptIdInput }) => calls.clearAttempt(input)),
        fetchAttemptTimer: fromPromise(({ input }: { input: AttemptIdInput }) =>
          calls.fetchAttemptTimer(input),
        ),
        startQuestionTimer: fromPromise(({ input }: { input: QuestionTimerInput }) =>
          calls.startQuestionTimer(input),
        ),
      },
    });
  }, [quiz]);
  const actor = useActorRef(machine, {
    input: { quiz: previewQuizOf(quiz), attempt: null, storage: memoryOutboxStorage(), online: true },
  });
  useEffect(() => {
    const subscription = actor.on('quiz.finished', (event) => onFinished(event.attempt));
    return () => subscription.unsubscribe();
  }, [actor, onFinished]);
  // The expert sees at once what the key scores: every question answered as the key says (then Check or Finish).
  const answerByKey = () => {
    for (const question of quiz.questions)
      actor.send({ type: 'answer.change', questionId: question.id, answer: correctAnswerOf(question) });
  };
  return (
    <>
      <div>
        <Button variant="secondary" size="sm" onClick={answerByKey}>
          {t('expert.quiz_preview_answer_by_key')}
        </Button>
      </div>
      <QuizFileMedia>
        <QuizAttemptScreen actor={actor} headingLevel={2} />
      </QuizFileMedia>
    </>
  );
}
