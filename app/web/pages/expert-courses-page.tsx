import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ApiError,
  COURSE_CARDS_PER_PAGE,
  type CourseCard,
  type CourseType,
  createCourseRequestSchema,
  errorMessage,
  validateInput,
} from '../../../core/api/index.ts';
import { courseProgramPath } from '../../../core/course-program/course-program-path.ts';
import { publicPagePath } from '../../../core/public-page/public-page-path.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Grid, PageHeader } from '../../../ui/layout/index.ts';
import { Modal } from '../../../ui/modal/index.ts';
import { useNotify } from '../../../ui/notifications/index.ts';
import { Badge, Button, Card, EmptyState, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { CourseCover } from '../components/course-cover.tsx';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { MenuIcon } from '../layouts/menu-icons.tsx';
import styles from './expert-courses-page.module.css';
import { FullPageMessage } from './full-page-message.tsx';

const courseKeys = { cards: (type: CourseType) => ['course-cards', type] as const };

/** Texts of the page by product type. */
const TEXTS = {
  course: {
    area: 'courses',
    create: 'expert.create_course',
    title: 'expert.new_course_title',
    empty: 'courses',
  },
  marathon: {
    area: 'marathons',
    create: 'expert.create_marathon',
    title: 'expert.new_marathon_title',
    empty: 'marathons',
  },
} as const;

function CourseCardView({ card }: { card: CourseCard }) {
  const { t } = useTranslation();
  return (
    <Card
      padding="none"
      className={styles.card}
      media={<CourseCover title={card.title} image={card.image} />}
      title={card.title}
      headingLevel={2}
      description={`${t('expert.lessons_count', { count: card.lessons_count })} · ${t('expert.students_count', { count: card.students_count })}`}
    >
      <Badge className={styles.status} tone={card.status === 'published' ? 'success' : 'neutral'}>
        {t(`expert.status_${card.status}`)}
      </Badge>
      {/* The program is where lessons are added, arranged and opened: with none yet, it makes the first. */}
      <Button
        className={styles.edit}
        variant="secondary"
        size="sm"
        href={courseProgramPath(card.id)}
        aria-label={t('program.program_link_label', { title: card.title })}
      >
        {t('program.program_link')}
      </Button>
      {card.lessons_count > 0 ? (
        <Button
          className={styles.edit}
          variant="secondary"
          size="sm"
          href={`/expert/course/${card.id}/constructor`}
        >
          {t('expert.edit_lesson')}
        </Button>
      ) : null}
      <Button
        className={styles.edit}
        variant="secondary"
        size="sm"
        href={publicPagePath(card.id)}
        aria-label={t('public_page.card_link_label', { title: card.title })}
      >
        {t('public_page.card_link')}
      </Button>
    </Card>
  );
}

/** The school's courses (or marathons): the cards, and a dialog that creates a draft; `?new=true` opens it. */
export function ExpertCoursesPage({ type }: { type: CourseType }) {
  const { t } = useTranslation();
  const texts = TEXTS[type];
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [title, setTitle] = useState('');
  const form = useFormErrors();
  const open = params.get('new') === 'true';

  const cards = useQuery({
    queryKey: courseKeys.cards(type),
    queryFn: async () => (await api.courseCards({ type, per_page: COURSE_CARDS_PER_PAGE })).data,
  });
  const create = useMutation({
    mutationFn: async (input: { title: string; type: CourseType }) => (await api.createCourse(input)).data,
    onSuccess: (card) => {
      queryClient.setQueryData<CourseCard[]>(courseKeys.cards(type), (list) => [card, ...(list ?? [])]);
      notify.success(t('expert.course_created'), card.title);
    },
  });

  const setOpen = (next: boolean) => {
    const search = new URLSearchParams(params);
    if (next) search.set('new', 'true');
    else search.delete('new');
    setParams(search, { replace: !next });
    if (!next) {
      setTitle('');
      form.clear();
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validateInput(createCourseRequestSchema, { title, type });
    if (!input.ok) return form.showInvalid(input.errors);
    try {
      await create.mutateAsync({ title: input.output.title, type });
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) form.showFailure(error);
      else notify.danger(t('expert.create_failed'), errorMessage(error));
    }
  }

  const createButton = <Button onClick={() => setOpen(true)}>{t(texts.create)}</Button>;

  return (
    <>
      <PageHeader
        title={t(`menu.${texts.area}`)}
        description={t(`expert.${texts.area}_description`)}
        actions={createButton}
      />
      {cards.isPending ? (
        <FullPageMessage loading />
      ) : cards.isError ? (
        <FullPageMessage error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <EmptyState
          icon={<MenuIcon name={type === 'course' ? 'book' : 'flag'} size={28} />}
          title={t(`expert.${texts.empty}_empty_title`)}
          text={t(`expert.${texts.empty}_empty_text`)}
          action={createButton}
        />
      ) : (
        <Grid as="ul" minItemWidth={260}>
          {cards.data.map((card) => (
            <li key={card.id}>
              <CourseCardView card={card} />
            </li>
          ))}
        </Grid>
      )}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t(texts.create)}
        description={t('expert.new_course_description')}
        preventDismiss={create.isPending}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form="create-course" loading={create.isPending}>
              {t('common.create')}
            </Button>
          </>
        }
      >
        <form id="create-course" onSubmit={submit} noValidate>
          <TextField
            label={t(texts.title)}
            name="title"
            required
            autoFocus
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={form.errorOf('title')}
          />
        </form>
      </Modal>
    </>
  );
}
