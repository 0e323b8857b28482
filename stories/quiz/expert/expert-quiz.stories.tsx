import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { AttemptStatusId } from '../../../core/api/quiz.ts';
import {
  AttemptDetail,
  type AttemptDetailState,
  type AttemptFilter,
  AttemptList,
  type AttemptListState,
  AttemptStatusBadge,
  ExpertQuizLayout,
  HistoryStrip,
  PollBars,
  QuestionResult,
  QuizList,
  type QuizListState,
  type ReviewMark,
} from '../../../ui/quiz/expert/index.ts';
import { Example, Stack, StoryFrame } from '../../story-frame.tsx';
import {
  attemptRows,
  FIXTURE_TIME_ZONE,
  pollBars,
  questionResults,
  REVIEWED_ATTEMPT_ID,
  reviewedAttempt,
  schoolQuizzes,
} from './expert-quiz.fixture.ts';
import { ExpertTexts } from './expert-story-i18n.tsx';

export default { title: 'Quiz / Expert view' };

function List({
  state = 'ready',
  rows = attemptRows,
  lastPage = 1,
}: {
  state?: AttemptListState;
  rows?: typeof attemptRows;
  lastPage?: number;
}) {
  const [filter, setFilter] = useState<AttemptFilter>('on-review');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(REVIEWED_ATTEMPT_ID);
  return (
    <AttemptList
      state={state}
      rows={rows}
      filter={filter}
      onFilterChange={setFilter}
      page={page}
      lastPage={lastPage}
      onPageChange={setPage}
      selectedId={selected}
      onOpen={setSelected}
      onRetry={() => {}}
      timeZone={FIXTURE_TIME_ZONE}
    />
  );
}

function Detail({
  state = 'ready',
  statusId = 6,
  pendingMark = null,
  loadingAnswers = false,
}: {
  state?: AttemptDetailState;
  statusId?: AttemptStatusId;
  pendingMark?: ReviewMark | null;
  loadingAnswers?: boolean;
}) {
  const [status, setStatus] = useState<AttemptStatusId>(statusId);
  const [commentable, setCommentable] = useState<ReadonlySet<number>>(
    new Set([questionResults()[0]!.question.id]),
  );
  return (
    <AttemptDetail
      state={state}
      attempt={state === 'ready' ? reviewedAttempt(status) : null}
      student={attemptRows[0]!.student}
      pendingMark={pendingMark}
      onMark={setStatus}
      onRetry={() => {}}
      timeZone={FIXTURE_TIME_ZONE}
    >
      {questionResults(loadingAnswers).map((props) => (
        <QuestionResult
          key={props.question.id}
          {...props}
          commentsAllowed={commentable.has(props.question.id)}
          onCommentsAllowedChange={(allowed) =>
            setCommentable((current) => {
              const next = new Set(current);
              if (allowed) next.add(props.question.id);
              else next.delete(props.question.id);
              return next;
            })
          }
        />
      ))}
    </AttemptDetail>
  );
}

/** The whole view: "on review" attempts beside the opened one. */
export const AttemptOnReview: Story = () => (
  <ExpertTexts>
    <StoryFrame>
      <ExpertQuizLayout list={<List />} detail={<Detail />} />
    </StoryFrame>
  </ExpertTexts>
);

/** A mark is being saved: its button spins, the others wait. */
export const MarkSaving: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <Detail pendingMark={1} />
    </StoryFrame>
  </ExpertTexts>
);

/** The attempt is marked passed. */
export const AttemptPassed: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <Detail statusId={1} />
    </StoryFrame>
  </ExpertTexts>
);

/** The student is still answering: no marks yet. */
export const AttemptInProgress: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <Detail statusId={5} />
    </StoryFrame>
  </ExpertTexts>
);

/** Answers and the key still loading. */
export const AnswersLoading: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <Detail loadingAnswers />
    </StoryFrame>
  </ExpertTexts>
);

/** Nothing opened, opening, and a failed opening. */
export const DetailStates: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <Example title="No attempt chosen">
        <Detail state="empty" />
      </Example>
      <Example title="Loading">
        <Detail state="loading" />
      </Example>
      <Example title="Failed">
        <Detail state="failed" />
      </Example>
    </StoryFrame>
  </ExpertTexts>
);

/** The list in each of its states. */
export const ListStates: Story = () => (
  <ExpertTexts>
    <StoryFrame width={420}>
      <Example title="Several pages">
        <List lastPage={3} />
      </Example>
      <Example title="Nothing on review">
        <List rows={[]} />
      </Example>
      <Example title="Loading">
        <List state="loading" />
      </Example>
      <Example title="Failed">
        <List state="failed" />
      </Example>
      <Example title="The server has no list call yet">
        <List state="unavailable" />
      </Example>
    </StoryFrame>
  </ExpertTexts>
);

/** Statuses 1–6 with their colours, history strips and poll bars. */
export const Pieces: Story = () => (
  <ExpertTexts>
    <StoryFrame width={560}>
      <Example title="Statuses (spec 3 §4)">
        <Stack>
          {([1, 2, 3, 4, 5, 6] as const).map((statusId) => (
            <AttemptStatusBadge key={statusId} statusId={statusId} />
          ))}
        </Stack>
      </Example>
      <Example title="History strips">
        <Stack direction="column" align="flex-start">
          <HistoryStrip segments={['none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none']} />
          <HistoryStrip
            segments={['incorrect', 'correct', 'correct', 'value-2', 'none', 'none', 'none', 'none', 'none']}
          />
          <HistoryStrip
            segments={[
              'correct',
              'incorrect',
              'correct',
              'correct',
              'value-2',
              'incorrect',
              'correct',
              'correct',
              'correct',
            ]}
          />
        </Stack>
      </Example>
      <Example title="Poll figures">
        <PollBars bars={pollBars} />
      </Example>
    </StoryFrame>
  </ExpertTexts>
);

/** The same attempt in Ukrainian. */
export const AttemptOnReviewUkrainian: Story = () => (
  <ExpertTexts language="uk">
    <StoryFrame>
      <ExpertQuizLayout list={<List />} detail={<Detail />} />
    </StoryFrame>
  </ExpertTexts>
);

function Quizzes({
  state = 'ready',
  quizzes = schoolQuizzes,
}: {
  state?: QuizListState;
  quizzes?: typeof schoolQuizzes;
}) {
  const [page, setPage] = useState(1);
  return (
    <QuizList
      state={state}
      quizzes={quizzes}
      page={page}
      lastPage={quizzes.length > 0 ? 2 : 1}
      onPageChange={setPage}
      onRetry={() => {}}
      hrefOf={(quizId) => `#quiz-${quizId}`}
    />
  );
}

/** The school's quizzes (Quizzes menu): attempts on review first, each with its badge. */
export const SchoolQuizzes: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <Quizzes />
    </StoryFrame>
  </ExpertTexts>
);

/** The school's quizzes on a phone, in Ukrainian. */
export const SchoolQuizzesPhoneUkrainian: Story = () => (
  <ExpertTexts language="uk">
    <StoryFrame width={390}>
      <Quizzes />
    </StoryFrame>
  </ExpertTexts>
);

/** The quiz list loading, failed and empty. */
export const SchoolQuizzesStates: Story = () => (
  <ExpertTexts>
    <Stack>
      <Example title="Loading">
        <Quizzes state="loading" />
      </Example>
      <Example title="Failed">
        <Quizzes state="failed" />
      </Example>
      <Example title="No quizzes">
        <Quizzes quizzes={[]} />
      </Example>
    </Stack>
  </ExpertTexts>
);
