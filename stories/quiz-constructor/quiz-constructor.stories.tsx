import type { Story } from '@ladle/react';
import { useState } from 'react';
import { QUESTION_SLUGS, type QuestionSlug } from '../../core/api/quiz.ts';
import type { QuestionDocument } from '../../core/api/quiz-authoring.ts';
import {
  documentOf,
  documentProblems,
  newQuestionDocument,
  type QuizSettingsDraft,
  settingsDraftOf,
  settingsErrors,
} from '../../core/quiz-constructor/index.ts';
import {
  CreateQuizModal,
  QuestionEditor,
  QuestionOverview,
  QuizSettingsForm,
  type QuizSettingsStatus,
  RescoreConfirmModal,
} from '../../ui/quiz-constructor/index.ts';
import { ExpertTexts } from '../quiz/expert/expert-story-i18n.tsx';
import { Example, StoryFrame } from '../story-frame.tsx';
import { constructorQuiz, quizPlaces } from './quiz-constructor.fixture.ts';

export default { title: 'Quiz / Constructor' };

// Nothing here reaches a server: every save only shows what the screen would send.

function Editor({ initial }: { initial: QuestionDocument }) {
  const [doc, setDoc] = useState(initial);
  return (
    <QuestionEditor
      doc={doc}
      problems={documentProblems(doc)}
      onChange={setDoc}
      onSave={() => undefined}
      onCancel={() => setDoc(initial)}
    />
  );
}

/** The editor of each of the 22 types as a new question starts. */
export const EveryTypeNew: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      {QUESTION_SLUGS.map((slug: QuestionSlug) => (
        <Example key={slug} title={slug}>
          <Editor initial={newQuestionDocument(slug, '')} />
        </Example>
      ))}
    </StoryFrame>
  </ExpertTexts>
);

/** Saved questions with mistakes, each shown at its field (en, uk, ru). */
export const ProblemsAtTheField: Story = () => (
  <StoryFrame width={760}>
    {(['en', 'uk', 'ru'] as const).map((language) => (
      <ExpertTexts key={language} language={language}>
        <Example title={`${language}: single answer without a correct one`}>
          <Editor initial={documentOf(constructorQuiz.questions[1]!)} />
        </Example>
        <Example title={`${language}: gap markers that do not match the gaps`}>
          <Editor initial={documentOf(constructorQuiz.questions[2]!)} />
        </Example>
      </ExpertTexts>
    ))}
  </StoryFrame>
);

/** Saving and a save that failed. */
export const SavingAndFailed: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <Example title="saving">
        <QuestionEditor
          doc={documentOf(constructorQuiz.questions[0]!)}
          problems={[]}
          saving
          onChange={() => undefined}
          onSave={() => undefined}
          onCancel={() => undefined}
        />
      </Example>
      <Example title="failed">
        <QuestionEditor
          doc={documentOf(constructorQuiz.questions[0]!)}
          problems={[]}
          failed
          onChange={() => undefined}
          onSave={() => undefined}
          onCancel={() => undefined}
        />
      </Example>
    </StoryFrame>
  </ExpertTexts>
);

function Settings({ status: initialStatus = 'saved' }: { status?: QuizSettingsStatus }) {
  const [draft, setDraft] = useState<QuizSettingsDraft>(() => settingsDraftOf(constructorQuiz));
  const [status, setStatus] = useState<QuizSettingsStatus>(initialStatus);
  const [tried, setTried] = useState(false);
  return (
    <QuizSettingsForm
      draft={draft}
      errors={tried ? settingsErrors(draft) : {}}
      status={status}
      onChange={(patch) => {
        setDraft((current) => ({ ...current, ...patch }));
        setStatus('unsaved');
      }}
      onSave={() => {
        setTried(true);
        setStatus(Object.keys(settingsErrors(draft)).length > 0 ? 'unsaved' : 'saved');
      }}
    />
  );
}

/** The quiz settings form (clear the name or set the passing points above the maximum, then save). */
export const SettingsForm: Story = () => (
  <ExpertTexts>
    <StoryFrame width={800}>
      <Settings />
    </StoryFrame>
  </ExpertTexts>
);

/** The settings form in Ukrainian after a failed save, and on a 390 px phone in Russian. */
export const SettingsFailedAndPhone: Story = () => (
  <StoryFrame>
    <ExpertTexts language="uk">
      <Example title="uk: failed">
        <Settings status="failed" />
      </Example>
    </ExpertTexts>
    <ExpertTexts language="ru">
      <Example title="ru: 390 px">
        <div style={{ width: 390 }}>
          <Settings />
        </div>
      </Example>
    </ExpertTexts>
  </StoryFrame>
);

/** The quiz's questions with what is wrong with each. */
export const Questions: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <QuestionOverview questions={constructorQuiz.questions} />
    </StoryFrame>
  </ExpertTexts>
);

/** Creating a quiz: the courses loaded, still loading, or none with lessons. */
export const CreateQuiz: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <ExpertTexts>
      <StoryFrame>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <CreateQuizModal
          open={open}
          onOpenChange={setOpen}
          places={quizPlaces}
          onCreate={async () => setOpen(false)}
        />
      </StoryFrame>
    </ExpertTexts>
  );
};

export const CreateQuizNoLessons: Story = () => (
  <ExpertTexts language="uk">
    <StoryFrame>
      <CreateQuizModal open onOpenChange={() => undefined} places={[]} onCreate={async () => undefined} />
    </StoryFrame>
  </ExpertTexts>
);

/** Asked after a save that changed the key of a question students answered; Re-score fails once. */
export const RescoreConfirm: Story = () => {
  const [open, setOpen] = useState(true);
  const [failed, setFailed] = useState(false);
  return (
    <ExpertTexts language="uk">
      <StoryFrame>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <RescoreConfirmModal
          open={open}
          attempts={3}
          failed={failed}
          onRescore={() => (failed ? setOpen(false) : setFailed(true))}
          onKeep={() => setOpen(false)}
        />
      </StoryFrame>
    </ExpertTexts>
  );
};
