import type { ReactNode } from 'react';
import type { ProgramLesson, StudentProgram } from '../../core/api/lesson-page.ts';
import { ATTEMPT_STATUS } from '../../core/api/quiz.ts';
import { fillAccessMessage } from '../../core/lesson-page/index.ts';
import { attemptStatusKind } from '../../core/quiz/attempt-status-message.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Badge, type BadgeTone, Button, ProgressBar, useLinkComponent } from '../primitives/index.ts';
import styles from './lesson-program.module.css';

/** Props of the LessonProgramView. */
export interface LessonProgramViewProps {
  program: StudentProgram;
  signedIn: boolean;
  signInHref: string;
  /** "DD MMMM, YYYY HH:mm" in the app time zone. */
  formatDate: (iso: string) => string;
  /** The lesson the viewer came from (`{lesson link}/program`): marked as the current page. */
  currentLessonId?: number | null;
  onPreSubscribe?: () => void;
  preSubscribing?: boolean;
  /** A price in its currency, in the page's language. */
  formatPrice: (price: number, currency: string) => string;
  /** Drawn above the program (the expert's preview banner). */
  expertBanner?: ReactNode;
}

const ATTEMPT_TONES: Record<string, BadgeTone> = {
  passed: 'success',
  failed: 'danger',
  'needs-rework': 'warning',
  'in-process': 'brand',
};

/** A lesson's practice: each quiz linking to its page, with the viewer's latest attempt status. */
function LessonPractice({ quizzes }: { quizzes: ProgramLesson['quizzes'] }) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  return (
    <ul className={styles.practice} aria-label={t('quiz.practice_list')}>
      {quizzes.map((quiz) => {
        const kind = attemptStatusKind(quiz.latest_attempt_status_id);
        return (
          <li key={quiz.id} className={styles.practiceItem}>
            <Link className={styles.practiceLink} href={quiz.link}>
              {quiz.name || t('quiz.untitled')}
            </Link>
            {quiz.latest_attempt_status_id === ATTEMPT_STATUS.inProgress ? (
              <Badge tone="brand">{t('quiz.status_running')}</Badge>
            ) : null}
            {kind ? (
              <Badge tone={ATTEMPT_TONES[kind] ?? 'neutral'} dot>
                {t(`quiz.status_${kind.replace('-', '_')}`)}
              </Badge>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const TONES: Record<ProgramLesson['state'], BadgeTone> = {
  finished: 'success',
  open: 'brand',
  'get-access': 'warning',
  unavailable: 'neutral',
};

/** What a lesson's badge says: finished, open, or why and until when it is closed. */
function lessonStatus(
  lesson: ProgramLesson,
  lessons: readonly ProgramLesson[],
  t: (key: string, values?: Record<string, string>) => string,
  formatDate: (iso: string) => string,
): { badge: string; detail: string | null } {
  const info = lesson.blocked_info;
  if (lesson.state === 'finished') return { badge: t('lesson.program_finished'), detail: null };
  if (lesson.state === 'open')
    return {
      badge: t('lesson.program_open'),
      detail:
        info?.type === 'date' && info.access_date
          ? t('lesson.program_opened_on', { date: formatDate(info.access_date) })
          : null,
    };
  if (lesson.state === 'get-access')
    return {
      badge: t('lesson.program_get_access'),
      detail: info?.type === 'offer' ? t('lesson.blocked_offer') : null,
    };
  if (info?.type === 'date' && info.access_date)
    return {
      badge: t('lesson.program_opens_on', { date: formatDate(info.access_date) }),
      detail: null,
    };
  if (info?.type === 'checkpoint')
    return {
      badge: t('lesson.program_after_checkpoint'),
      detail: fillAccessMessage(t('lesson.blocked_checkpoint'), { practice: info.checkpoint_name }),
    };
  if (info?.type === 'previous') {
    const before = lessons.find((one) => one.link === info.link);
    return {
      badge: t('lesson.program_after_previous'),
      detail: before
        ? t('lesson.program_after_lesson', { title: before.title })
        : t('lesson.blocked_previous'),
    };
  }
  return { badge: t('lesson.program_closed'), detail: null };
}

/**
 * The course program a student sees (`{lesson link}/program` and the course's page): progress and the
 * lesson to go on with, every section's lessons with their state (open, finished, opening on a date,
 * after a checkpoint or the lessons before it, or to get access to), and the course's offers.
 */
export function LessonProgramView(props: LessonProgramViewProps) {
  const { program, signedIn, formatDate } = props;
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const access = program.course_access;
  const lessons = program.sections.flatMap((section) => section.lessons);
  const showsOffers = !access.is_course_subscribed && !access.is_user_expert;
  let number = 0;
  return (
    <article className={styles.page} aria-labelledby="program-title">
      {props.expertBanner}
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('lesson.program')}</p>
        <h1 id="program-title" className={styles.title}>
          {program.course.title}
        </h1>
        {access.is_course_subscribed && program.progress.total > 0 ? (
          <div className={styles.progress}>
            <ProgressBar
              value={program.progress.finished}
              max={program.progress.total}
              label={t('lesson.program_progress', {
                finished: String(program.progress.finished),
                total: String(program.progress.total),
              })}
            />
          </div>
        ) : null}
        <div className={styles.actions}>
          {program.continue_link ? (
            <Button href={program.continue_link}>
              {program.progress.finished > 0 ? t('lesson.program_continue') : t('lesson.program_start')}
            </Button>
          ) : null}
          {program.constructor_link ? (
            <Button variant="secondary" href={program.constructor_link}>
              {t('lesson.program_edit')}
            </Button>
          ) : null}
        </div>
      </header>

      {program.sections.length === 0 ? <p className={styles.muted}>{t('lesson.program_empty')}</p> : null}
      {program.sections.map((section, sectionIndex) => {
        const headingId = `program-section-${section.id ?? 'rest'}`;
        return (
          <section key={section.id ?? 'rest'} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {section.title ??
                (program.sections.length > 1
                  ? t('lesson.program_other_lessons')
                  : t('lesson.program_lessons'))}
            </h2>
            <ol className={styles.lessons} start={number + 1} data-section-index={sectionIndex}>
              {section.lessons.map((lesson) => {
                number += 1;
                const status = lessonStatus(lesson, lessons, t, formatDate);
                const current = lesson.id === props.currentLessonId;
                return (
                  <li key={lesson.id} className={styles.lesson} data-state={lesson.state}>
                    <span className={styles.number} aria-hidden="true">
                      {number}
                    </span>
                    <span className={styles.lessonMain}>
                      <Link
                        className={styles.lessonLink}
                        href={lesson.link}
                        aria-current={current ? 'page' : undefined}
                      >
                        {lesson.title}
                      </Link>
                      {status.detail ? <span className={styles.detail}>{status.detail}</span> : null}
                      {lesson.quizzes.length > 0 ? <LessonPractice quizzes={lesson.quizzes} /> : null}
                    </span>
                    <span className={styles.badges}>
                      {lesson.is_public && !access.is_course_subscribed ? (
                        <Badge tone="neutral">{t('lesson.program_public')}</Badge>
                      ) : null}
                      <Badge tone={TONES[lesson.state]} dot>
                        {status.badge}
                      </Badge>
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}

      {showsOffers ? (
        <section
          id="get-access"
          className={styles.offers}
          aria-labelledby="program-offers-title"
          tabIndex={-1}
        >
          <h2 id="program-offers-title" className={styles.sectionTitle}>
            {t('lesson.get_access')}
          </h2>
          {program.offers.length > 0 ? (
            <>
              <p className={styles.muted}>{t('lesson.program_offers_lead')}</p>
              <ul className={styles.offerList}>
                {program.offers.map((offer) => (
                  <li key={offer.id} className={styles.offer}>
                    <span className={styles.offerName}>{offer.name}</span>
                    <span className={styles.offerPrice}>
                      {props.formatPrice(offer.price, offer.currency)}
                    </span>
                    <span className={styles.detail}>
                      {offer.lessons_count == null
                        ? t('lesson.program_offer_all')
                        : t('lesson.program_offer_some', { count: String(offer.lessons_count) })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.muted}>{t('lesson.program_not_on_sale')}</p>
          )}
          <div className={styles.actions}>
            {!signedIn ? <Button href={props.signInHref}>{t('lesson.sign_in')}</Button> : null}
            {signedIn && access.can_pre_subscribe ? (
              <Button variant="secondary" onClick={props.onPreSubscribe} loading={props.preSubscribing}>
                {t('lesson.pre_entry')}
              </Button>
            ) : null}
          </div>
          {access.is_course_pre_subscribed ? (
            <p className={styles.muted}>{t('lesson.pre_entry_done')}</p>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
