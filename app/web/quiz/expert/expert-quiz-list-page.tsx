import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ExpertQuiz } from '../../../../core/api/quiz.ts';
import { useTranslation } from '../../../../ui/i18n/i18n-context.tsx';
import { PlusIcon, TrashIcon } from '../../../../ui/icons/index.ts';
import { PageHeader } from '../../../../ui/layout/index.ts';
import { DeleteConfirmModal } from '../../../../ui/modal/index.ts';
import { useNotify } from '../../../../ui/notifications/index.ts';
import { Button, TextField } from '../../../../ui/primitives/index.ts';
import { QuizList } from '../../../../ui/quiz/expert/index.ts';
import { CreateQuizModal, type NewQuiz } from '../../../../ui/quiz-constructor/index.ts';
import styles from '../../../../ui/quiz-constructor/quiz-constructor.module.css';
import {
  httpQuizConstructorApi,
  type QuizConstructorApi,
} from '../../quiz-constructor/quiz-constructor-api.ts';
import { type ExpertQuizApi, httpExpertQuizApi } from './expert-quiz-api.ts';

/** Query keys of the school's quiz list. */
export const expertQuizListKeys = {
  all: ['expert-quizzes'] as const,
  page: (page: number, search = '') => ['expert-quizzes', page, search] as const,
  places: ['expert-quiz-places'] as const,
};

/** Where the constructor opens a quiz's settings and questions. */
export const quizConstructorHref = (quizId: number) => `/expert/quiz/${quizId}/edit`;

/**
 * `/expert/quiz/list`: the school's quizzes, those with attempts on review first, each opening its
 * attempts; search, create (`?new=true` opens the modal), open in the constructor, duplicate and delete.
 */
export function ExpertQuizListPage({
  api = httpExpertQuizApi,
  constructorApi = httpQuizConstructorApi,
}: {
  api?: ExpertQuizApi;
  constructorApi?: QuizConstructorApi;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [deleting, setDeleting] = useState<ExpertQuiz | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [copying, setCopying] = useState<number | null>(null);
  const creating = params.get('new') === 'true';

  const quizzes = useQuery({
    queryKey: expertQuizListKeys.page(page, deferredSearch),
    queryFn: () => api.quizzes({ page, search: deferredSearch }),
    placeholderData: (previous) => previous,
  });
  const places = useQuery({
    queryKey: expertQuizListKeys.places,
    queryFn: () => constructorApi.places(),
    enabled: creating,
  });

  const setCreating = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('new', 'true');
        else next.delete('new');
        return next;
      },
      { replace: !open },
    );

  const create = async ({ name, lessonId }: NewQuiz) => {
    const quiz = await constructorApi.createQuiz(lessonId, name);
    await queryClient.invalidateQueries({ queryKey: expertQuizListKeys.all });
    navigate(quizConstructorHref(quiz.id));
  };

  const duplicate = async (quiz: ExpertQuiz) => {
    setCopying(quiz.id);
    try {
      const copy = await constructorApi.copyQuiz(quiz.id, t('expert.quiz_copy_name', { name: quiz.name }));
      await queryClient.invalidateQueries({ queryKey: expertQuizListKeys.all });
      notify.success(t('expert.quiz_copied', { name: copy.name }));
    } catch {
      notify.danger(t('expert.quiz_copy_failed'));
    } finally {
      setCopying(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await constructorApi.deleteQuiz(deleting.id);
      await queryClient.invalidateQueries({ queryKey: expertQuizListKeys.all });
      notify.success(t('expert.quiz_deleted', { name: deleting.name }));
      setDeleting(null);
    } catch {
      notify.danger(t('expert.quiz_delete_failed'));
    } finally {
      setDeleteBusy(false);
    }
  };

  const searching = deferredSearch !== '';
  return (
    <>
      <PageHeader
        title={t('expert.quiz_list_title')}
        description={t('expert.quiz_list_description')}
        actions={
          <Button iconStart={<PlusIcon size={16} />} onClick={() => setCreating(true)}>
            {t('expert.quiz_new')}
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <TextField
          type="search"
          fieldClassName={styles.search}
          label={t('expert.quiz_search')}
          hideLabel
          placeholder={t('expert.quiz_search')}
          value={search}
          maxLength={200}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </div>
      <QuizList
        state={quizzes.isError ? 'failed' : quizzes.data ? 'ready' : 'loading'}
        quizzes={quizzes.data?.rows ?? []}
        page={quizzes.data?.meta.current_page ?? page}
        lastPage={quizzes.data?.meta.last_page ?? 1}
        onPageChange={setPage}
        onRetry={() => quizzes.refetch()}
        hrefOf={(quizId) => `/expert/quiz/${quizId}/attempts`}
        emptyTitle={searching ? t('expert.quiz_search_empty_title') : undefined}
        emptyText={searching ? t('expert.quiz_search_empty_text', { search: deferredSearch }) : undefined}
        actionsOf={(quiz) => (
          <>
            <Button
              href={quizConstructorHref(quiz.id)}
              variant="ghost"
              size="sm"
              aria-label={t('expert.quiz_edit_named', { name: quiz.name })}
            >
              {t('expert.quiz_edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              loading={copying === quiz.id}
              aria-label={t('expert.quiz_duplicate_named', { name: quiz.name })}
              onClick={() => duplicate(quiz)}
            >
              {t('expert.quiz_duplicate')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('expert.quiz_delete_named', { name: quiz.name })}
              onClick={() => setDeleting(quiz)}
            >
              <TrashIcon size={16} />
            </Button>
          </>
        )}
      />
      <CreateQuizModal
        open={creating}
        onOpenChange={setCreating}
        places={places.data}
        placesFailed={places.isError}
        onCreate={create}
      />
      <DeleteConfirmModal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('expert.quiz_delete_title', { name: deleting?.name ?? '' })}
        text={
          deleting && deleting.attempts_count > 0
            ? t('expert.quiz_delete_text_attempts', { count: deleting.attempts_count })
            : t('expert.quiz_delete_text')
        }
        loading={deleteBusy}
        onConfirm={remove}
      />
    </>
  );
}
