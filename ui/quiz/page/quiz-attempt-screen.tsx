import { useCallback, useEffect, useRef } from 'react';
import { type AnswerState, numbersQuestions } from '../../../core/quiz/index.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Modal } from '../../modal/index.ts';
import { Button } from '../../primitives/index.ts';
import { preloadQuestionScreens } from '../questions/question-screen-loaders.ts';
import { type QuizActor, useQuiz } from '../use-quiz.ts';
import { CheckBanner } from './check-banner.tsx';
import { QuestionCard } from './question-card.tsx';
import { QuizNavigation } from './quiz-navigation.tsx';
import styles from './quiz-page.module.css';
import { QuizTimer } from './quiz-timer.tsx';

/** Props of the QuizAttemptScreen. */
export interface QuizAttemptScreenProps {
  actor: QuizActor;
  /** Shows a refused answer, finish or start to the learner (a danger notification in the app). */
  onError?: (message: string) => void;
  /** Heading level of the quiz name: 1 on the quiz page, 2 inside a lesson. */
  headingLevel?: 1 | 2;
}

/** The confirm dialog returns focus to its trigger as it closes; a failing question takes it after that. */
const FOCUS_AFTER_DIALOG_MS = 120;

/** The attempt (spec 2 §2 Quiz screen): one by one or all on a page, navigation, timers, check, finish and clear. */
export function QuizAttemptScreen({ actor, onError, headingLevel = 1 }: QuizAttemptScreenProps) {
  const { t } = useTranslation();
  const quizFlow = useQuiz(actor);
  const { view, quiz, questions, answers, disabled } = quizFlow;
  const headings = useRef(new Map<number, HTMLHeadingElement>());
  const shownIndex = useRef<number | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const allOnPage = view.display === 'all';
  const total = questions.length;

  const focusQuestion = useCallback((questionId: number | undefined, scroll: boolean) => {
    if (questionId === undefined) return;
    const heading = headings.current.get(questionId);
    if (!heading) return;
    if (scroll) heading.closest('article')?.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: scroll });
  }, []);

  // Moving between questions takes focus to the new question's heading, so screen readers hear it.
  useEffect(() => {
    if (allOnPage) return;
    if (shownIndex.current !== null && shownIndex.current !== view.currentIndex) {
      focusQuestion(view.currentQuestion?.id, false);
    }
    shownIndex.current = view.currentIndex;
  }, [view.currentIndex, view.currentQuestion?.id, allOnPage, focusQuestion]);

  // While the learner answers, the next question's type loads, so moving on never waits on the network.
  const nextSlug = allOnPage ? null : (questions[view.currentIndex + 1]?.type.slug ?? null);
  useEffect(() => {
    if (nextSlug !== null) void preloadQuestionScreens([nextSlug]);
  }, [nextSlug]);

  // An unsuccessful finish names questions: go to the first and put focus there (spec 2 §8).
  const firstFailing = view.navigation.find((item) => item.failing) ?? null;
  const failingId = firstFailing?.questionId ?? null;
  const failingIndex = firstFailing?.index ?? null;
  useEffect(() => {
    if (failingId === null || failingIndex === null) return;
    if (!allOnPage) quizFlow.goTo(failingIndex);
    // After the confirm dialog has given focus back to its trigger.
    const timer = window.setTimeout(() => focusQuestion(failingId, true), FOCUS_AFTER_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [failingId, failingIndex, allOnPage, quizFlow.goTo, focusQuestion]);

  const error = view.error;
  const notified = useRef<unknown>(null);
  useEffect(() => {
    if (!error || notified.current === error) return;
    notified.current = error;
    // An error about a question is said at that question, not in a notification.
    if (error.questionId !== null) return;
    onError?.(error.message);
    quizFlow.dismissError();
  }, [error, onError, quizFlow.dismissError]);

  const change = (questionId: number) => (answer: AnswerState, options?: { typed?: boolean }) =>
    quizFlow.change(questionId, answer, options);
  const goTo = (index: number) => {
    quizFlow.goTo(index);
    if (allOnPage) focusQuestion(questions[index]?.id, true);
  };

  const shown = allOnPage ? questions : view.currentQuestion ? [view.currentQuestion] : [];
  const banner = view.statusBanner;
  const questionError = view.error?.questionId != null ? view.error : null;

  return (
    <section className={styles.attempt} aria-labelledby={`attempt-${quiz.id}-title`}>
      <div className={styles.toolbar}>
        <Heading id={`attempt-${quiz.id}-title`} className={styles.quizName}>
          {quiz.name ?? t('quiz.untitled')}
        </Heading>
        <div className={styles.timers}>
          {view.attemptSecondsLeft !== null ? (
            <QuizTimer scope="attempt" seconds={view.attemptSecondsLeft} />
          ) : null}
          {view.attemptSecondsPassed !== null ? (
            <QuizTimer scope="attempt" seconds={view.attemptSecondsPassed} stopwatch />
          ) : null}
          {view.questionSecondsLeft !== null && !allOnPage ? (
            <QuizTimer scope="question" seconds={view.questionSecondsLeft} />
          ) : null}
        </div>
      </div>

      {view.showsQuestionNumbers && total > 1 ? (
        <QuizNavigation items={view.navigation} onGoTo={goTo} />
      ) : null}

      <div className={styles.questions}>
        {shown.map((question) => {
          const item = view.navigation.find((entry) => entry.questionId === question.id);
          const answer = answers[question.id];
          if (!answer) return null;
          return (
            <QuestionCard
              key={question.id}
              mode="interactive"
              question={question}
              number={numbersQuestions(quiz) ? (item?.index ?? 0) + 1 : null}
              total={total}
              headingLevel={headingLevel === 1 ? 2 : 3}
              headingRef={(element) => {
                if (element) headings.current.set(question.id, element);
                else headings.current.delete(question.id);
              }}
              failing={item?.failing ?? false}
              answer={answer}
              onChange={change(question.id)}
              disabled={disabled.includes(question.id)}
              timedOut={item?.timedOut ?? false}
              error={
                item?.failing && item.invalid
                  ? t('quiz.required_to_finish')
                  : questionError?.questionId === question.id
                    ? questionError.message
                    : null
              }
            />
          );
        })}
      </div>

      {banner ? <CheckBanner result={banner} /> : null}

      <div className={styles.controls}>
        <div className={styles.controlsGroup}>
          {view.showsBack ? (
            <Button variant="secondary" onClick={quizFlow.back} disabled={!view.canGoBack}>
              {t('quiz.back')}
            </Button>
          ) : null}
          {view.showsClear ? (
            <Button variant="ghost" onClick={quizFlow.clear} disabled={!view.canClear}>
              {t('quiz.clear')}
            </Button>
          ) : null}
          <span className={styles.pending} aria-live="polite">
            {view.isOffline && view.answersWaiting > 0
              ? t('quiz.answers_waiting_offline', { count: view.answersWaiting })
              : view.answersWaiting > 0
                ? t('quiz.answers_saving')
                : ''}
          </span>
        </div>
        <div className={styles.controlsGroup}>
          {view.showsCheck ? (
            <Button
              variant="secondary"
              onClick={quizFlow.check}
              disabled={!view.canCheck}
              loading={view.phase === 'checking'}
            >
              {t('quiz.check')}
            </Button>
          ) : null}
          {view.showsNext ? (
            <Button onClick={quizFlow.next} disabled={!view.canGoNext}>
              {view.isNextLast ? t('quiz.next_last') : t('quiz.next')}
            </Button>
          ) : null}
          {view.showsFinish ? (
            <Button
              variant={view.isFinishPrimary ? 'primary' : 'secondary'}
              onClick={quizFlow.finish}
              disabled={!view.canFinish}
              loading={view.phase === 'finishing'}
            >
              {t('quiz.finish')}
            </Button>
          ) : null}
        </div>
      </div>

      <Modal
        open={view.isFinishConfirmOpen}
        onOpenChange={(open) => {
          if (!open) quizFlow.cancelFinish();
        }}
        title={t('quiz.finish_confirm_title')}
        description={t('quiz.finish_confirm_text', { count: view.uncompletedCount })}
        footer={
          <>
            <Button variant="secondary" onClick={quizFlow.cancelFinish}>
              {t('quiz.keep_answering')}
            </Button>
            <Button onClick={quizFlow.confirmFinish}>{t('quiz.finish_anyway')}</Button>
          </>
        }
      />
    </section>
  );
}
