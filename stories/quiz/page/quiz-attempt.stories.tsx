import type { Story } from '@ladle/react';
import {
  answerPayload,
  type ChoiceAnswer,
  initialAnswerOf,
  type OutboxItem,
  selectOne,
  toggleChoice,
} from '../../../core/quiz/index.ts';
import { questions } from '../answers/fixtures.ts';
import {
  AttemptStory,
  type FlowValue,
  flowContext,
  storyAttempt,
  storyQuestions,
  storyQuiz,
} from './quiz-page.fixture.tsx';

export default { title: 'Quiz / Attempt' };

const at = (value: Partial<FlowValue>): FlowValue => ({
  flow: 'answering',
  attempt: 'active',
  outbox: 'idle',
  attemptTimer: 'off',
  questionTimer: 'off',
  ...value,
});

const single = questions.single_answer;
const multiple = questions.multiple_answer;
const chosenSingle = selectOne(initialAnswerOf(single) as ChoiceAnswer, single.answers[0]!.id);
const answered = { [single.id]: chosenSingle };
const queued = (sequence: number): OutboxItem => ({
  key: `story:${single.id}:${sequence}`,
  attemptId: 31,
  payload: answerPayload(single, chosenSingle),
});
const withAnswers = (extra = {}) => {
  const base = flowContext();
  return { ...base, answers: { ...base.answers, ...answered }, ...extra };
};

export const Answering: Story = () => <AttemptStory value={at({})} context={withAnswers()} />;

export const NotStartedYet: Story = () => (
  <AttemptStory value={at({ attempt: 'idle' })} context={flowContext({ attempt: null })} />
);

export const TypedFirstAnswer: Story = () => (
  <AttemptStory value={at({ attempt: 'waitingToStart' })} context={{ ...withAnswers(), attempt: null }} />
);

export const StartingAttempt: Story = () => (
  <AttemptStory value={at({ attempt: 'starting' })} context={{ ...withAnswers(), attempt: null }} />
);

export const OfflineBeforeAttempt: Story = () => (
  <AttemptStory
    value={at({ attempt: 'waitingForNetwork' })}
    context={{ ...withAnswers(), attempt: null, online: false }}
  />
);

export const SavingAnswer: Story = () => (
  <AttemptStory value={at({ outbox: 'sending' })} context={withAnswers({ outbox: [queued(1)] })} />
);

export const OfflineAnswersWaiting: Story = () => (
  <AttemptStory
    value={at({ outbox: 'waitingForNetwork' })}
    context={withAnswers({ outbox: [queued(1), queued(2)], online: false })}
  />
);

export const Checking: Story = () => (
  <AttemptStory
    value={at({ flow: 'checking', outbox: 'sending' })}
    context={withAnswers({ outbox: [queued(1)], checkKey: queued(1).key })}
  />
);

export const CheckedCorrect: Story = () => (
  <AttemptStory
    value={at({ flow: 'reviewing' })}
    context={withAnswers({
      checkResult: { questionId: single.id, verdict: 'correct', correctAnswers: [], poll: null },
    })}
  />
);

export const CheckedIncorrect: Story = () => {
  const base = flowContext({ currentIndex: 1 });
  const wrong = toggleChoice(initialAnswerOf(multiple) as ChoiceAnswer, multiple.answers[2]!.id);
  return (
    <AttemptStory
      value={at({ flow: 'reviewing' })}
      context={{
        ...base,
        answers: { ...base.answers, [multiple.id]: wrong },
        checkResult: {
          questionId: multiple.id,
          verdict: 'incorrect',
          correctAnswers: ['а', 'о', 'є'],
          poll: null,
        },
      }}
    />
  );
};

/** A poll after Check: no verdict, the answer saved, and how everyone answered with the learner's own choice counted. */
export const CheckedPoll: Story = () => {
  const poll = questions.interview;
  const base = flowContext({ currentIndex: 0 }, storyQuiz({ questions: [poll] }));
  const chosen = selectOne(initialAnswerOf(poll) as ChoiceAnswer, poll.answers[1]!.id);
  return (
    <AttemptStory
      value={at({ flow: 'reviewing' })}
      context={{
        ...base,
        answers: { [poll.id]: chosen },
        checkResult: {
          questionId: poll.id,
          verdict: 'saved',
          correctAnswers: [],
          poll: poll.answers.map((answer, index) => ({
            answerId: answer.id,
            text: answer.text ?? '',
            mine: index === 1,
            percent: index === 1 ? 60 : 20,
            count: index === 1 ? 3 : 1,
          })),
        },
      }}
    />
  );
};

export const FinishConfirm: Story = () => (
  <AttemptStory value={at({ flow: 'confirmingFinish' })} context={withAnswers()} />
);

export const FinishingAfterQueuedAnswers: Story = () => (
  <AttemptStory
    value={at({ flow: { finishing: 'draining' }, outbox: 'sending' })}
    context={withAnswers({ outbox: [queued(1)] })}
  />
);

export const Finishing: Story = () => (
  <AttemptStory value={at({ flow: { finishing: 'sending' } })} context={withAnswers({ currentIndex: 3 })} />
);

export const FinishRefused: Story = () => (
  <AttemptStory
    value={at({})}
    context={withAnswers({ currentIndex: 1, failingQuestionIds: [multiple.id] })}
  />
);

export const AnswerRefused: Story = () => (
  <AttemptStory
    value={at({})}
    context={withAnswers({
      error: { message: 'This question was already answered and cannot be changed.', questionId: single.id },
    })}
  />
);

export const Clearing: Story = () => (
  <AttemptStory
    value={at({ flow: 'clearing' })}
    context={flowContext({}, storyQuiz({ is_allow_clear: true }))}
  />
);

export const Finished: Story = () => (
  <AttemptStory
    value={at({ flow: 'finished', attemptTimer: 'stopped', questionTimer: 'stopped' })}
    context={withAnswers({ attempt: storyAttempt({ status_id: 1, finished_at: '2026-11-22T10:00:00Z' }) })}
  />
);

const timed = storyQuiz({ options: { timer_duration: 900, timer_type: { id: 1 } } });

export const TimedAttempt: Story = () => (
  <AttemptStory
    value={at({ attemptTimer: 'running' })}
    context={{ ...flowContext({}, timed), attemptSecondsLeft: 754 }}
  />
);

export const TimedLastMinute: Story = () => (
  <AttemptStory
    value={at({ attemptTimer: 'running' })}
    context={{ ...flowContext({}, timed), attemptSecondsLeft: 42 }}
  />
);

export const TimerRefreshing: Story = () => (
  <AttemptStory
    value={at({ attemptTimer: 'refreshing' })}
    context={{ ...flowContext({}, timed), attemptSecondsLeft: 600 }}
  />
);

export const TimeUp: Story = () => (
  <AttemptStory
    value={at({ flow: { finishing: 'sending' }, attemptTimer: 'expired' })}
    context={{ ...flowContext({}, timed), attemptSecondsLeft: 0, finishMode: 'timeout' }}
  />
);

export const Stopwatch: Story = () => (
  <AttemptStory
    value={at({ attemptTimer: 'countingUp' })}
    context={{
      ...flowContext({}, storyQuiz({ options: { timer_duration: 1, timer_type: { id: 2 } } })),
      attemptSecondsLeft: null,
      attemptSecondsPassed: 95,
    }}
  />
);

const timedQuestion = { ...single, timer: true, timer_duration: 30 };
const questionTimedQuiz = storyQuiz({ questions: [timedQuestion, ...storyQuestions.slice(1)] });

export const QuestionTimerStarting: Story = () => (
  <AttemptStory
    value={at({ questionTimer: 'starting' })}
    context={flowContext({ questionSecondsLeft: { [single.id]: 30 } }, questionTimedQuiz)}
  />
);

export const QuestionTimer: Story = () => (
  <AttemptStory
    value={at({ questionTimer: 'running' })}
    context={flowContext({ questionSecondsLeft: { [single.id]: 10 } }, questionTimedQuiz)}
  />
);

export const AllOnOnePage: Story = () => (
  <AttemptStory
    value={at({})}
    context={{ ...withAnswers(), quiz: storyQuiz({ questions_display_type_id: 2 }) }}
  />
);

export const UkrainianPhone: Story = () => (
  <div style={{ maxWidth: 390 }}>
    <AttemptStory
      value={at({ attemptTimer: 'running' })}
      context={{ ...flowContext({}, timed), attemptSecondsLeft: 300 }}
      language="uk"
    />
  </div>
);
