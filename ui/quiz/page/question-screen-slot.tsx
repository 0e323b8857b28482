import { type ComponentType, Suspense } from 'react';
import type { QuestionSlug } from '../../../core/api/quiz.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Spinner } from '../../primitives/index.ts';
import { onDemand } from '../on-demand.tsx';
import type { QuestionScreenProps } from '../questions/question-screen.types.ts';
import { QUESTION_SCREEN_LOADERS } from '../questions/question-screen-loaders.ts';
import { LoadFailedBoundary } from './load-failed-boundary.tsx';
import styles from './quiz-page.module.css';

/** Props of the QuestionScreenSlot: the screen's own props, by the question's type. */
export type QuestionScreenSlotProps = QuestionScreenProps;

const screens = new Map<QuestionSlug, ComponentType<QuestionScreenProps>>();

/** The on-demand screen of a question type, made once per type; undefined for a type without a screen. */
function screenOf(slug: QuestionSlug): ComponentType<QuestionScreenProps> | undefined {
  const loader = QUESTION_SCREEN_LOADERS[slug];
  if (!loader) return undefined;
  let screen = screens.get(slug);
  if (!screen) {
    screen = onDemand(loader, (loaded) => loaded);
    screens.set(slug, screen);
  }
  return screen;
}

function LoadedScreen(props: QuestionScreenProps) {
  const { t } = useTranslation();
  const slug = props.question.type.slug as QuestionSlug;
  const Screen = screenOf(slug);
  if (!Screen)
    return (
      <>
        <p className={styles.fallback} role="note">
          {t('quiz.no_screen', { type: slug })}
        </p>
        {props.mode === 'interactive' && props.error ? (
          <p className={styles.fieldError} role="alert">
            {props.error}
          </p>
        ) : null}
      </>
    );
  return <Screen {...props} />;
}

function ScreenLoading() {
  const { t } = useTranslation();
  return <Spinner size={20} label={t('quiz.question_loading')} />;
}

/**
 * A question's answer area: its type's screen, drawn at once when its code is here (the page prefetches
 * the next question's type), else after it loads, with a spinner meanwhile in its place only (the
 * question's heading and content stay, so focus and the screen reader's place do not move).
 */
export function QuestionScreenSlot(props: QuestionScreenSlotProps) {
  return (
    <LoadFailedBoundary>
      <Suspense fallback={<ScreenLoading />}>
        <LoadedScreen {...props} />
      </Suspense>
    </LoadFailedBoundary>
  );
}
