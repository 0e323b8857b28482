import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import questionsEn from '../../../../app/server/translations/en/questions.json' with { type: 'json' };
import quizEn from '../../../../app/server/translations/en/quiz.json' with { type: 'json' };
import uiEn from '../../../../app/server/translations/en/ui.json' with { type: 'json' };
import uploadsEn from '../../../../app/server/translations/en/uploads.json' with { type: 'json' };
import type { AnswerRequest, AnswerResponse, FinishAttemptResponse } from '../../../../core/api/quiz.ts';
import { QUESTION_SLUGS } from '../../../../core/api/quiz.ts';
import { memoryOutboxStorage, quizMachine, type SendAnswerInput } from '../../../../core/quiz/index.ts';
import type { UploadTransportEvent } from '../../../../core/upload/index.ts';
import { questions } from '../../../../stories/quiz/answers/fixtures.ts';
import { storyAttempt, storyQuiz } from '../../../../stories/quiz/page/quiz-page.fixture.tsx';
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';
import { QuizAttemptScreen } from '../../../../ui/quiz/page/quiz-attempt-screen.tsx';
import { AnswerScreenProvider } from '../../../../ui/quiz/questions/answers/index.ts';
import { preloadQuestionScreens } from '../../../../ui/quiz/questions/question-screen-loaders.ts';
import type { QuizActor } from '../../../../ui/quiz/use-quiz.ts';
import { useQuizAnswerFiles } from '../../../../ui/quiz/use-quiz-answer-files.ts';
import { UploadPanel, type UseUploadQueueOptions, useUploadQueue } from '../../../../ui/upload/index.ts';
import { completed, fakeFileService, fakeTransport } from '../../../core/upload/upload-fakes.ts';

afterEach(cleanup);

// The screens' code loads by question type on the page (question-screen-slot.dom.spec.tsx); here it is
// loaded first, so the spec draws each question at once as the page does after its prefetch.
beforeAll(() => preloadQuestionScreens(QUESTION_SLUGS));

/** The attempt as the quiz page runs it: the flow, the app's upload queue with its panel, the files between. */
function Attempt({ actor, uploads }: { actor: QuizActor; uploads: UseUploadQueueOptions }) {
  const queue = useUploadQueue(uploads);
  const files = useQuizAnswerFiles(actor, queue);
  return (
    <I18nProvider
      language="en"
      catalog={{ quiz: quizEn, ui: uiEn, questions: questionsEn, uploads: uploadsEn }}
    >
      <AnswerScreenProvider files={files}>
        <QuizAttemptScreen actor={actor} />
      </AnswerScreenProvider>
      <UploadPanel
        view={queue.view}
        cancel={queue.cancel}
        retry={queue.retry}
        dismiss={queue.dismiss}
        toggle={queue.toggle}
      />
    </I18nProvider>
  );
}

/** A two-question attempt, one at a time, opening on an optional text/media answer with uploads. */
function renderAttempt() {
  const attempt = storyAttempt();
  const sent: AnswerRequest[] = [];
  const sendAnswer = vi.fn(async ({ payload }: SendAnswerInput): Promise<AnswerResponse> => {
    sent.push(payload);
    return { ...attempt, quiz_question: null, finish_attempt_result: null };
  });
  const machine = quizMachine.provide({
    actors: {
      startAttempt: fromPromise(async () => attempt),
      sendAnswer: fromPromise(({ input }: { input: SendAnswerInput }) => sendAnswer(input)),
      finishAttempt: fromPromise(
        async (): Promise<FinishAttemptResponse> => ({
          success: true,
          attempt,
          message: null,
          questions: [],
        }),
      ),
      clearAttempt: fromPromise(async () => attempt),
      fetchAttemptTimer: fromPromise(async () => ({ left_time_in_seconds: 60 })),
      startQuestionTimer: fromPromise(async () => ({ left_time_in_seconds: 30 })),
    },
  });
  const quiz = storyQuiz({
    finish_type_id: 2,
    questions: [{ ...questions.text_area, is_required: false }, questions.single_answer],
  });
  const actor = createActor(machine, {
    input: { quiz, attempt, storage: memoryOutboxStorage(), keySeed: 'spec' },
  });
  actor.start();
  const transport = fakeTransport();
  const service = fakeFileService([completed()]);
  render(
    <Attempt
      actor={actor}
      uploads={{ sendFile: transport.logic, pollFile: service.logic, client: service.client }}
    />,
  );
  const report = (fileName: string, event: UploadTransportEvent) =>
    act(async () => {
      transport.sends
        .filter((send) => send.input.fileName === fileName)
        .at(-1)
        ?.report(event);
    });
  return { actor, sent, report };
}

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const panel = () => screen.getByRole('region', { name: 'Uploads' });

describe('a file attached to an answer on the quiz page', () => {
  it('holds next while it goes up or waits for a retry, then goes with the answer', async () => {
    const user = userEvent.setup();
    const { sent, report } = renderAttempt();
    expect(next().disabled).toBe(false);
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'essay.pdf'),
    );
    expect(next().disabled).toBe(true);
    await report('essay.pdf', { type: 'upload.failed', failure: { status: 0, message: null } });
    expect(
      screen.getByText(/^essay\.pdf: The file could not be uploaded\./, { selector: 'article p' }),
    ).toBeTruthy();
    expect(next().disabled).toBe(true);
    await user.click(within(panel()).getByRole('button', { name: 'Retry upload of essay.pdf' }));
    expect(next().disabled).toBe(true);
    await report('essay.pdf', { type: 'upload.sent', result: { uuid: 'u-essay', url: null } });
    expect(next().disabled).toBe(false);
    await user.click(next());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(sent.at(-1)).toMatchObject({ quiz_question_id: questions.text_area.id, files: ['u-essay'] });
  });

  it('lets the question go once the learner gives the file up in the panel', async () => {
    const user = userEvent.setup();
    renderAttempt();
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'draft.txt'),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Cancel upload of draft.txt' }));
    expect(next().disabled).toBe(true);
    await user.click(within(panel()).getByRole('button', { name: 'Remove draft.txt from the list' }));
    expect(next().disabled).toBe(false);
    expect(screen.queryByText(/draft\.txt/)).toBeNull();
  });
});
