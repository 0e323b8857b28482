import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../../core/api/index.ts';
import { useTranslation } from '../../../../ui/i18n/i18n-context.tsx';
import { ChevronLeftIcon } from '../../../../ui/icons/index.ts';
import { PageHeader } from '../../../../ui/layout/index.ts';
import { Button, EmptyState, Spinner } from '../../../../ui/primitives/index.ts';
import { expertResultComments } from '../../comments/result-comments.tsx';
import { httpExpertQuizApi } from './expert-quiz-api.ts';
import styles from './expert-quiz-attempts-page.module.css';
import { ExpertQuizView } from './expert-quiz-view.tsx';
import { expertQuizKeys } from './use-expert-quiz.ts';

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `/expert/quiz/{quiz id}/attempts[/{attempt id}]`: the expert view of a quiz in the expert area. */
export function ExpertQuizAttemptsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const quizId = positiveId(params.quizId);
  const attemptId = positiveId(params.attemptId);
  const place = useQuery({
    queryKey: expertQuizKeys.place(quizId ?? 0),
    queryFn: () => httpExpertQuizApi.quizPlace(quizId!),
    enabled: quizId !== null,
    staleTime: 5 * 60_000,
  });
  const back = (
    <Button href="/expert/quiz/list" variant="ghost" size="sm" iconStart={<ChevronLeftIcon size={16} />}>
      {t('expert.quiz_review_back_to_quizzes')}
    </Button>
  );

  if (quizId === null || place.isError || (place.data && place.data.lesson_id == null)) {
    return (
      <>
        <PageHeader title={t('expert.quiz_review_page_title')} eyebrow={back} />
        <EmptyState
          title={t('expert.quiz_review_quiz_load_failed')}
          text={place.error ? errorMessage(place.error) : undefined}
        />
      </>
    );
  }
  if (!place.data) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('ui.loading')} size={32} />
      </div>
    );
  }
  return (
    <>
      <PageHeader
        title={place.data.name || t('expert.quiz_review_page_title')}
        description={t('expert.quiz_review_title')}
        eyebrow={back}
      />
      <ExpertQuizView
        quizId={quizId}
        base={`/lessons/${place.data.lesson_id}`}
        attemptId={attemptId}
        showHeading={false}
        renderComments={expertResultComments}
        onAttemptChange={(id) =>
          navigate(`/expert/quiz/${quizId}/attempts/${id}`, { replace: attemptId !== null })
        }
      />
    </>
  );
}
