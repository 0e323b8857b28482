import type { AnyStateMachine } from 'xstate';
import { quizMachine, quizPageMachine } from '../../core/quiz/index.ts';

const page = (name: string) => `quiz/page/quiz-page.stories.tsx › ${name}`;
const attempt = (name: string) => `quiz/page/quiz-attempt.stories.tsx › ${name}`;

/** The quiz machines whose every state needs a story, and the story showing each (`file › Export`). */
export const quizMachineStates: { machines: AnyStateMachine[]; stories: Record<string, string> } = {
  machines: [quizPageMachine, quizMachine],
  stories: {
    'quizPage.loading': page('Loading'),
    'quizPage.blocked.counting': page('BlockedCountdown'),
    'quizPage.blocked.reloadable': page('BlockedReloadable'),
    'quizPage.closed': page('Closed'),
    'quizPage.failed': page('LoadFailed'),
    'quizPage.preview': page('StartPage'),
    'quizPage.starting': page('Starting'),
    'quizPage.loadingQuestions': page('LoadingQuestions'),
    'quizPage.attempting': page('Attempting'),
    'quizPage.refreshingSection': page('RefreshingAfterFinish'),
    'quizPage.reloadingQuiz': page('ReloadingAfterFinish'),
    'quizPage.expiring': page('FinishingExpiredAttempt'),
    'quizPage.openingResult': page('OpeningResult'),
    'quizPage.result': page('Result'),
    'quiz.flow.answering': attempt('Answering'),
    'quiz.flow.checking': attempt('Checking'),
    'quiz.flow.reviewing': attempt('CheckedCorrect'),
    'quiz.flow.confirmingFinish': attempt('FinishConfirm'),
    'quiz.flow.finishing.draining': attempt('FinishingAfterQueuedAnswers'),
    'quiz.flow.finishing.sending': attempt('Finishing'),
    'quiz.flow.clearing': attempt('Clearing'),
    'quiz.flow.finished': attempt('Finished'),
    'quiz.attempt.idle': attempt('NotStartedYet'),
    'quiz.attempt.waitingToStart': attempt('TypedFirstAnswer'),
    'quiz.attempt.starting': attempt('StartingAttempt'),
    'quiz.attempt.waitingForNetwork': attempt('OfflineBeforeAttempt'),
    'quiz.attempt.active': attempt('Answering'),
    'quiz.outbox.idle': attempt('Answering'),
    'quiz.outbox.sending': attempt('SavingAnswer'),
    'quiz.outbox.waitingForNetwork': attempt('OfflineAnswersWaiting'),
    'quiz.attemptTimer.off': attempt('Answering'),
    'quiz.attemptTimer.countingUp': attempt('Stopwatch'),
    'quiz.attemptTimer.running': attempt('TimedAttempt'),
    'quiz.attemptTimer.refreshing': attempt('TimerRefreshing'),
    'quiz.attemptTimer.expired': attempt('TimeUp'),
    'quiz.attemptTimer.stopped': attempt('Finished'),
    'quiz.questionTimer.off': attempt('Answering'),
    'quiz.questionTimer.starting': attempt('QuestionTimerStarting'),
    'quiz.questionTimer.running': attempt('QuestionTimer'),
    'quiz.questionTimer.stopped': attempt('Finished'),
  },
};
