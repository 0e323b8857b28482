import {
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ATTEMPT_STATUS } from '../../core/api/attempt-status.ts';
import type { LessonPage, LessonPageQuiz, LessonPageUnit } from '../../core/api/lesson-page.ts';
import { isInAppLink } from '../../core/editor/link/link-rules.ts';
import { formatTimer } from '../../core/format/index.ts';
import { type ClosedReason, closedReasonOf } from '../../core/lesson-access/index.ts';
import {
  type AccessScreenPart,
  LESSON_DOCUMENT_CLASS,
  LESSON_PAGE,
  type LessonAccessScreen,
  lessonAccessScreen,
  lessonQuizAccess,
  programLinkOf,
  UNIT_TYPE,
  videoGate,
} from '../../core/lesson-page/index.ts';
import { attemptStatusKind } from '../../core/quiz/attempt-status-message.ts';
import {
  allowsDocPreview,
  fileDownloadPath,
  isDocumentFile,
  isDownloadAllowed,
} from '../../core/upload/file-download.ts';
import documentStyles from '../editor/lesson-document-view.module.css';
import { useImageZoom } from '../editor/use-image-zoom.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { SubmenuIcon } from '../icons/menu-icons.tsx';
import { Badge, type BadgeTone, Button, useLinkComponent } from '../primitives/index.ts';
import { LessonDocumentOnDemand, loadLessonDocumentView } from './lesson-document-on-demand.tsx';
import styles from './lesson-page.module.css';
import { VideoGateUnit } from './video-gate.tsx';
import { whenIdle } from './when-idle.ts';

export interface LessonPageViewProps {
  lesson: LessonPage;
  signedIn: boolean;
  /** "DD MMMM, YYYY HH:mm" in the app time zone. */
  formatDate: (iso: string) => string;
  /** The comment thread of a comments unit (the app's comments). */
  renderComments?: (unit: LessonPageUnit) => ReactNode;
  /** The expert's access-type banner (with its dialog), drawn above the lesson. */
  expertBanner?: ReactNode;
  onPreSubscribe?: () => void;
  preSubscribing?: boolean;
  /** Where a media unit starts (a resumed position or a video-id link) and where it reports its position. */
  startAt?: (unitId: number, source: string) => number;
  onPosition?: (unitId: number, source: string, seconds: number) => void;
  /** The unit or quiz a deep link names: scrolled into view once drawn. */
  focusUnitId?: number | null;
  signInHref: string;
  /**
   * The player of an audio or video unit the viewer may play (the app's players, loaded lazily);
   * without it the browser's own player.
   */
  renderMedia?: (unit: LessonPageUnit) => ReactNode;
  /** The inline preview of a document of a files unit (the app's DocumentPreview); without it no preview. */
  renderDocument?: (unit: LessonPageUnit, file: LessonPageUnit['files'][number]) => ReactNode;
  /**
   * The element already on screen holding a text block's HTML (the served first paint): its nodes move
   * into the block instead of being drawn again. Null, or left out, draws the HTML.
   */
  adoptText?: (unitId: number) => Element | null;
  /** The served first paint's poster of a gated video unit, moved into its gate instead of drawn again. */
  adoptPoster?: ((unitId: number) => Element | null) | undefined;
  /**
   * The served first paint's element holding a heading or message the view draws (`title`: the lesson's
   * title; `heading` and `message`: the access screen's): its words move in instead of being painted
   * again, when they are the same words. Null, or left out, draws them.
   */
  adoptServedText?: ((part: ServedTextPart) => Element | null) | undefined;
  /** The 200 ms fade-in; off when the page takes over a first paint already on screen. */
  fadeIn?: boolean;
  /** Opens an in-app link of a text block inside the app. */
  onNavigate?: (href: string) => void;
  /** Now (ms since the epoch), ticking each second while a quiz waits to open; the quiz countdown reads it. */
  now?: number;
  /** Reads the lesson again (the quiz countdown's reload button). */
  onReload?: () => void;
}

/** The parts of the served first paint whose words the view takes over (app/web/lesson-page/first-paint.ts). */
export type ServedTextPart = 'title' | 'heading' | 'message';

/**
 * Words already on screen in the served first paint, moved into the view instead of painted again: a
 * repaint of the same words counts as a new, later largest paint once the web font has replaced the
 * fallback the served page was first painted in (docs/lesson-page.md). Other words are drawn as text.
 */
function ServedText({ text, adopt }: { text: string; adopt?: (() => Element | null) | undefined }) {
  const [adopted] = useState(() => {
    const from = adopt?.() ?? null;
    return from && from.textContent === text ? { from, text } : null;
  });
  const box = useRef<HTMLSpanElement>(null);
  const keep = adopted !== null && adopted.text === text;
  useLayoutEffect(() => {
    const target = box.current;
    if (keep && target && adopted && target.childNodes.length === 0)
      target.append(...adopted.from.childNodes);
  }, [keep, adopted]);
  return keep ? <span ref={box} /> : text;
}

/** The classes of LessonDocumentView's frame, with ours. */
const lessonDocumentClassName = (own: string) => [documentStyles.document, own].filter(Boolean).join(' ');

/** An in-app link clicked in an adopted text block opens inside the app, as LessonDocumentView does. */
function openInApp(event: MouseEvent<HTMLDivElement>, onNavigate?: (href: string) => void) {
  if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
  const anchor = (event.target as Element).closest?.('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !isInAppLink(href, anchor.getAttribute('target'))) return;
  event.preventDefault();
  onNavigate(href);
}

/** The badge of the viewer's latest attempt of a quiz, as the course program shows it; none before one. */
function quizStatus(statusId: number | null): { key: string; tone: BadgeTone } | null {
  if (statusId === ATTEMPT_STATUS.inProgress) return { key: 'quiz.status_running', tone: 'brand' };
  const kind = attemptStatusKind(statusId);
  if (!kind) return null;
  const tones = {
    passed: 'success',
    failed: 'danger',
    'needs-rework': 'warning',
    'in-process': 'brand',
  } as const;
  return { key: `quiz.status_${kind.replace('-', '_')}`, tone: tones[kind] };
}

/** A quiz unit or practice entry: a link to the quiz page, or when it opens (with a countdown and reload) or closed. */
function QuizEntry({
  quiz,
  href,
  props,
}: {
  quiz: LessonPageQuiz;
  href: string;
  props: LessonPageViewProps;
}) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const access = lessonQuizAccess(quiz, props.now ?? Date.now());
  const name = quiz.name || t('lesson.quiz');
  if (access.kind === 'open') {
    const status = quizStatus(quiz.latest_attempt_status_id);
    return (
      <Link className={styles.quizLink} href={href}>
        <span className={styles.quizLinkName}>{name}</span>
        {status ? (
          <Badge tone={status.tone} dot>
            {t(status.key)}
          </Badge>
        ) : null}
        <SubmenuIcon size={18} className={styles.quizLinkArrow} />
      </Link>
    );
  }
  if (access.kind === 'closed')
    return (
      <p className={styles.quizWaiting}>
        <span className={styles.quizName}>{name}</span>
        {access.closedAt ? (
          <span>{t('lesson.quiz_closed', { date: props.formatDate(access.closedAt) })}</span>
        ) : null}
      </p>
    );
  const units = { day: t('quiz.unit_day'), hour: t('quiz.unit_hour'), minute: t('quiz.unit_minute') };
  return (
    <div className={styles.quizWaiting}>
      <span className={styles.quizName}>{name}</span>
      {access.opensAt ? (
        <span>{t('lesson.quiz_opens_on', { date: props.formatDate(access.opensAt) })}</span>
      ) : null}
      {Number.isFinite(access.secondsUntilOpen) ? (
        <span>
          {t('lesson.quiz_opens_in')}{' '}
          <span role="timer" aria-live="off" className={styles.countdown}>
            {formatTimer(access.secondsUntilOpen, units)}
          </span>
        </span>
      ) : null}
      <span aria-live="polite">
        {access.showsReload && props.onReload ? (
          <Button size="sm" onClick={props.onReload}>
            {t('lesson.quiz_reload')}
          </Button>
        ) : null}
      </span>
    </div>
  );
}

/**
 * A text block: its stored document through LessonDocumentView, the constructor's own renderer. Given an
 * element on screen drawn from the same document (the served first paint, the same nodes), its nodes move
 * into a frame with the view's look instead of being painted again; a later change of the document draws
 * it anew through the view.
 */
function LessonText({
  document,
  adopt,
  onNavigate,
}: {
  document: unknown;
  adopt?: () => Element | null;
  onNavigate?: (href: string) => void;
}) {
  // The same document whatever its keys' order: a section refreshed after a playback event comes back
  // through another path, and drawing it anew would paint the text again (the first paint's LCP).
  const stored = useMemo(() => stableJson(document ?? null), [document]);
  const [adopted] = useState(() => ({ from: adopt?.() ?? null, stored }));
  const box = useRef<HTMLDivElement>(null);
  const released = useRef(false);
  if (adopted.stored !== stored) released.current = true;
  const keep = adopted.from !== null && !released.current;
  useLayoutEffect(() => {
    const target = box.current;
    if (keep && target && adopted.from && target.childNodes.length === 0)
      target.append(...adopted.from.childNodes);
  }, [keep, adopted]);
  // The adopted first paint's zoomable images open large too (LessonDocumentView does it for its own).
  useImageZoom(box, keep);
  const className = lessonDocumentClassName(LESSON_DOCUMENT_CLASS);
  if (keep)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside take the keyboard; this only catches their clicks
      <div ref={box} className={className} onClick={(event) => openInApp(event, onNavigate)} />
    );
  return (
    <LessonDocumentOnDemand
      document={document ?? null}
      onNavigate={onNavigate}
      className={LESSON_DOCUMENT_CLASS}
    />
  );
}

/** JSON with every object's keys in order, so two equal documents give the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

function MediaUnit({
  unit,
  startAt,
  onPosition,
}: {
  unit: LessonPageUnit;
  startAt?: LessonPageViewProps['startAt'];
  onPosition?: LessonPageViewProps['onPosition'];
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLMediaElement | null>(null);
  const file = unit.files[0];
  const source = file?.uuid ?? 'none';
  useEffect(() => {
    const element = ref.current;
    const from = startAt?.(unit.id, source) ?? 0;
    if (element && from > 0) element.currentTime = from;
  }, [startAt, unit.id, source]);
  if (!file) return <p className={styles.muted}>{t('lesson.media_missing')}</p>;
  const report = () => {
    if (ref.current) onPosition?.(unit.id, source, ref.current.currentTime);
  };
  const label = unit.title ?? t(unit.type_id === UNIT_TYPE.video ? 'lesson.video' : 'lesson.audio');
  return unit.type_id === UNIT_TYPE.video ? (
    // biome-ignore lint/a11y/useMediaCaption: a lesson video carries no captions file in Lectern yet
    <video
      ref={(element) => {
        ref.current = element;
      }}
      className={styles.video}
      controls
      preload="metadata"
      src={file.url ?? undefined}
      aria-label={label}
      onPause={report}
      onTimeUpdate={report}
    />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: a lesson recording carries no captions file in Lectern yet
    <audio
      ref={(element) => {
        ref.current = element;
      }}
      className={styles.audio}
      controls
      preload="metadata"
      src={file.url ?? undefined}
      aria-label={label}
      onPause={report}
      onTimeUpdate={report}
    />
  );
}

/** One file of a files unit: its name, the preview of a document where allowed, and the download where allowed. */
function FileRow({
  unit,
  file,
  renderDocument,
}: {
  unit: LessonPageUnit;
  file: LessonPageUnit['files'][number];
  renderDocument?: LessonPageViewProps['renderDocument'];
}) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const named = {
    extension: file.extension ?? null,
    original_name: file.original_name ?? null,
    url: file.url ?? null,
    mime_type: file.mime_type ?? null,
  };
  const document = isDocumentFile(named);
  const name = file.original_name ?? file.uuid;
  const canPreview = document && allowsDocPreview(file) && Boolean(renderDocument);
  const download = isDownloadAllowed({ ...file, ...named })
    ? fileDownloadPath({ uuid: file.uuid, ...named }, { unit: unit.id })
    : null;
  return (
    <li className={styles.file}>
      <span className={styles.fileName}>{name}</span>
      <span className={styles.fileActions}>
        {canPreview ? (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={previewing}
            aria-label={t(previewing ? 'lesson.hide_preview_of' : 'lesson.preview_of', { name })}
            onClick={() => setPreviewing((open) => !open)}
          >
            {t(previewing ? 'lesson.hide_preview' : 'lesson.preview_file')}
          </Button>
        ) : !document && file.url ? (
          <a className={styles.fileLink} href={file.url} target="_blank" rel="noopener noreferrer">
            {t('lesson.open_file')}
          </a>
        ) : null}
        {download ? (
          <a className={styles.fileLink} href={download} download>
            {t('lesson.download_file')}
          </a>
        ) : null}
      </span>
      {previewing && renderDocument ? (
        <div className={styles.filePreview}>{renderDocument(unit, file)}</div>
      ) : null}
    </li>
  );
}

function FilesUnit({
  unit,
  renderDocument,
}: {
  unit: LessonPageUnit;
  renderDocument?: LessonPageViewProps['renderDocument'];
}) {
  return (
    <ul className={styles.files}>
      {unit.files.map((file) => (
        <FileRow key={file.uuid} unit={unit} file={file} renderDocument={renderDocument} />
      ))}
    </ul>
  );
}

function UnitView({
  unit,
  lesson,
  props,
}: {
  unit: LessonPageUnit;
  lesson: LessonPage;
  props: LessonPageViewProps;
}) {
  const { t } = useTranslation();
  const quizLink = (quizId: number) => `${lesson.link}/quizzes/${quizId}`;
  let body: ReactNode = null;
  switch (unit.type_id) {
    case UNIT_TYPE.text:
      body = (
        <LessonText
          document={unit.document}
          adopt={props.adoptText ? () => props.adoptText?.(unit.id) ?? null : undefined}
          onNavigate={props.onNavigate}
        />
      );
      break;
    case UNIT_TYPE.audio:
    case UNIT_TYPE.video: {
      const gate = unit.type_id === UNIT_TYPE.video ? videoGate(lesson) : null;
      body = gate ? (
        <VideoGateUnit
          gate={gate}
          name={unit.title ?? unit.files[0]?.original_name ?? t('lesson.video')}
          poster={unit.files[0]?.preview_path ?? null}
          signedIn={props.signedIn}
          signInHref={props.signInHref}
          getAccessHref={lesson.link_get_access}
          opensAt={
            lesson.blocked_info?.access_date ? props.formatDate(lesson.blocked_info.access_date) : null
          }
          adopt={props.adoptPoster ? () => props.adoptPoster?.(unit.id) ?? null : undefined}
        />
      ) : props.renderMedia ? (
        props.renderMedia(unit)
      ) : (
        <MediaUnit unit={unit} startAt={props.startAt} onPosition={props.onPosition} />
      );
      break;
    }
    case UNIT_TYPE.files:
      body = <FilesUnit unit={unit} renderDocument={props.renderDocument} />;
      break;
    case UNIT_TYPE.quiz: {
      const quiz = lesson.quizzes.find((one) => one.id === unit.quiz_id);
      body = quiz ? <QuizEntry quiz={quiz} href={quizLink(quiz.id)} props={props} /> : null;
      break;
    }
    case UNIT_TYPE.comments:
      body = props.renderComments?.(unit) ?? null;
      break;
    case UNIT_TYPE.practiceList:
      body = (
        <ul className={styles.practice}>
          {lesson.quizzes.map((quiz) => (
            <li key={quiz.id}>
              <QuizEntry quiz={quiz} href={quizLink(quiz.id)} props={props} />
            </li>
          ))}
        </ul>
      );
      break;
  }
  const id =
    unit.type_id === UNIT_TYPE.quiz && unit.quiz_id != null ? `quizId=${unit.quiz_id}` : `unit-${unit.id}`;
  return (
    <section id={id} className={styles.unit} aria-label={unit.title ?? undefined} data-unit-id={unit.id}>
      {unit.title ? <h2 className={styles.unitTitle}>{unit.title}</h2> : null}
      {body}
    </section>
  );
}

/**
 * The screen of a lesson the viewer may not read, drawn part by part from its one description
 * (`lessonAccessScreen`, core/lesson-page), which the served first paint draws too; the heading's and
 * message's words are taken over from the served page when they are the same.
 */
function AccessScreen({
  screen,
  props,
  served,
}: {
  screen: LessonAccessScreen;
  props: LessonPageViewProps;
  served: (part: ServedTextPart) => (() => Element | null) | undefined;
}) {
  const Link = useLinkComponent();
  const part = (item: AccessScreenPart, index: number) => {
    switch (item.part) {
      case 'heading':
        return (
          <h2 key={index} id={screen.headingId}>
            <ServedText text={item.text} adopt={served('heading')} />
          </h2>
        );
      case 'message':
        return (
          <p key={index}>
            <ServedText text={item.text} adopt={served('message')} />
          </p>
        );
      case 'link':
        return (
          <Link key={index} href={item.href}>
            {item.text}
          </Link>
        );
      case 'actions':
        return (
          <div key={index} className={styles.actions}>
            {item.actions.map((action) =>
              action.href === null ? (
                <Button
                  key={action.action}
                  variant={action.variant}
                  onClick={props.onPreSubscribe}
                  loading={props.preSubscribing}
                >
                  {action.label}
                </Button>
              ) : (
                <Button key={action.action} variant={action.variant} href={action.href}>
                  {action.label}
                </Button>
              ),
            )}
          </div>
        );
      case 'note':
        return (
          <p key={index} className={styles.muted}>
            {item.text}
          </p>
        );
    }
  };
  return (
    <section className={styles.notice} aria-labelledby={screen.headingId}>
      {screen.parts.map(part)}
    </section>
  );
}

/**
 * The student lesson page (spec 3 §2): header, the expert's banner and edit link, the units of the
 * section shown or the screen of the lesson's access state, previous/next with sections, and the
 * program link (a sticky button under 1300 px). Fades in over 200 ms.
 */
export function LessonPageView(props: LessonPageViewProps) {
  const { lesson, signedIn, formatDate } = props;
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const { paginate_info: nav } = lesson;
  const access = lessonAccessScreen(lesson, {
    signedIn,
    text: (key) => t(`lesson.${key}`),
    formatDate,
    signInHref: props.signInHref,
  });
  const served = (part: ServedTextPart) =>
    props.adoptServedText ? () => props.adoptServedText?.(part) ?? null : undefined;

  // The document renderer, for a text the app draws itself: at once when there is no served first paint
  // to adopt (a lesson reached inside the app), else once the page is idle, so a later redraw does not wait.
  const adopting = props.adoptText !== undefined;
  useEffect(() => {
    const load = () => void loadLessonDocumentView().catch(() => undefined);
    if (adopting) return whenIdle(load);
    load();
  }, [adopting]);

  useEffect(() => {
    if (props.focusUnitId == null) return;
    document.querySelector(`[data-unit-id="${props.focusUnitId}"]`)?.scrollIntoView({ block: 'start' });
  }, [props.focusUnitId]);

  // A closed lesson shows none of its parts, so its pager leads to the lessons around it.
  const previousSection = lesson.is_lesson_available ? nav.previous_section : null;
  const nextSection = lesson.is_lesson_available ? nav.next_section : null;
  const previous = previousSection
    ? {
        href: previousSection.link,
        label: t('lesson.previous_section'),
        title: previousSection.title,
      }
    : nav.previous_lesson
      ? {
          href: nav.previous_lesson.link,
          label: t('lesson.previous_lesson'),
          title: nav.previous_lesson.title,
        }
      : null;
  const next = nextSection
    ? {
        href: nextSection.link,
        label: t('lesson.next_section'),
        title: nextSection.title,
        open: true,
      }
    : nav.next_lesson
      ? {
          href: nav.next_lesson.link,
          label: t('lesson.next_lesson'),
          title: nav.next_lesson.title,
          open: nav.next_lesson.is_available,
        }
      : null;
  const nextReason = nav.next_lesson && !nextSection ? closedReasonOf(nav.next_lesson, lesson.link) : null;
  const nextClosedLabel = nextReason
    ? closedNextLabel(nextReason, nav.next_lesson?.blocked_info?.access_date ?? null, t, formatDate)
    : '';

  return (
    <article
      className={styles.page}
      style={
        props.fadeIn === false ? { animation: 'none' } : { animationDuration: `${LESSON_PAGE.fadeInMs}ms` }
      }
      aria-labelledby="lesson-title"
    >
      {props.expertBanner}
      <header className={styles.header}>
        <p className={styles.eyebrow}>{lesson.course.title}</p>
        <h1 id="lesson-title" className={styles.title}>
          <ServedText text={lesson.title} adopt={served('title')} />
        </h1>
        {!lesson.has_only_one_section && lesson.section ? (
          <p className={styles.sectionName}>
            {t('lesson.part', {
              number: String(lesson.section.index + 1),
              total: String(lesson.sections.length),
            })}
            {lesson.section.title ? `: ${lesson.section.title}` : ''}
          </p>
        ) : null}
        {lesson.constructor_link ? (
          <Button variant="secondary" size="sm" href={lesson.constructor_link}>
            {t('lesson.edit')}
          </Button>
        ) : null}
      </header>

      {access ? (
        <AccessScreen screen={access} props={props} served={served} />
      ) : (
        <div className={styles.units}>
          {lesson.section && lesson.section.info_units.length > 0 ? (
            lesson.section.info_units.map((unit) => (
              <UnitView key={unit.id} unit={unit} lesson={lesson} props={props} />
            ))
          ) : (
            <p className={styles.muted}>{t('lesson.empty')}</p>
          )}
        </div>
      )}

      <nav className={styles.pager} aria-label={t('lesson.pager')}>
        {previous ? (
          <Link className={styles.pagerLink} href={previous.href}>
            <span className={styles.pagerLabel}>{previous.label}</span>
            <span>{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          next.open || nextReason === 'no-access' ? (
            <Link className={`${styles.pagerLink} ${styles.pagerNext}`} href={next.href}>
              <span className={styles.pagerLabel}>{next.open ? next.label : nextClosedLabel}</span>
              <span>{next.title}</span>
            </Link>
          ) : (
            <span
              className={`${styles.pagerLink} ${styles.pagerNext} ${styles.pagerClosed}`}
              aria-disabled="true"
            >
              <span className={styles.pagerLabel}>{nextClosedLabel}</span>
              <span>{next.title}</span>
            </span>
          )
        ) : null}
      </nav>
      <Link
        className={styles.program}
        href={programLinkOf(lesson.link)}
        style={{ ['--program-offset' as string]: `${LESSON_PAGE.programStickyOffsetPx}px` }}
      >
        {t('lesson.program')}
      </Link>
    </article>
  );
}

/** What the link to a closed next lesson says: why it is closed (docs/lesson-page.md, Previous and next). */
function closedNextLabel(
  reason: ClosedReason,
  accessDate: string | null,
  t: (key: string, values?: Record<string, string>) => string,
  formatDate: (iso: string) => string,
): string {
  switch (reason) {
    case 'no-access':
      return t('lesson.next_get_access');
    case 'offer':
      return t('lesson.next_offer');
    case 'date':
      return t('lesson.next_opens_on', { date: accessDate ? formatDate(accessDate) : '' });
    case 'checkpoint':
      return t('lesson.next_after_quiz');
    case 'previous-this':
      return t('lesson.next_after_this');
    case 'previous':
      return t('lesson.next_after_previous');
  }
}
