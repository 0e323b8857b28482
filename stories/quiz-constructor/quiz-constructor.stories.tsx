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
  type QuizImageUpload,
  QuizSettingsForm,
  type QuizSettingsStatus,
  RescoreConfirmModal,
} from '../../ui/quiz-constructor/index.ts';
import { ExpertTexts } from '../quiz/expert/expert-story-i18n.tsx';
import { Example, StoryFrame } from '../story-frame.tsx';
import { constructorQuiz, quizPlaces } from './quiz-constructor.fixture.ts';

export default { title: 'Quiz / Constructor' };

// Nothing here reaches a server: every save only shows what the screen would send.

function Editor({ initial, images }: { initial: QuestionDocument; images?: QuizImageUpload }) {
  const [doc, setDoc] = useState(initial);
  return (
    <QuestionEditor
      doc={doc}
      problems={documentProblems(doc)}
      onChange={setDoc}
      onSave={() => undefined}
      onCancel={() => setDoc(initial)}
      images={images}
    />
  );
}

/** An image "upload" that keeps the picked file in the page (nothing reaches a server). */
const localImages: QuizImageUpload = async (file) => ({
  image_url: URL.createObjectURL(file),
  image_width: null,
  image_height: null,
});

/** One slug of each editor kind (choice, poll, ordered, matching, lists, gaps, text). */
const ONE_OF_EACH_KIND: readonly QuestionSlug[] = [
  'single_answer',
  'likert_scale',
  'sorting',
  'conformity_answer',
  'multi_choose_from_list',
  'fill_gaps',
  'text_media_answer',
];

const PIXEL =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 4 4%22%3E%3Crect width=%224%22 height=%224%22 fill=%22%232563eb%22/%3E%3C/svg%3E';

/** A matching question with the combined dropdown on, an answer and a statement with images. */
function matchingWithImages(): QuestionDocument {
  const doc = newQuestionDocument('conformity_answer', 'Match the letter to its picture');
  return {
    ...doc,
    is_answers_combined: true,
    answers: doc.answers.map((answer, index) =>
      index === 0 ? { ...answer, text: 'ш', image_url: PIXEL } : answer,
    ),
    statements: doc.statements.map((statement, index) =>
      index === 0 ? { ...statement, text: 'sh', image_url: PIXEL } : statement,
    ),
  };
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

/** One editor of each kind in Ukrainian and in Russian, rows with their grips, move and delete buttons. */
export const EveryKindInUkrainianAndRussian: Story = () => (
  <StoryFrame width={760}>
    {(['uk', 'ru'] as const).map((language) => (
      <ExpertTexts key={language} language={language}>
        {ONE_OF_EACH_KIND.map((slug) => (
          <Example key={slug} title={`${language}: ${slug}`}>
            <Editor initial={newQuestionDocument(slug, '')} />
          </Example>
        ))}
      </ExpertTexts>
    ))}
  </StoryFrame>
);

/** Images offered at every answer and statement (pick one: it stays in the page), and the combined dropdown on. */
export const ImagesAndCombinedDropdown: Story = () => (
  <ExpertTexts>
    <StoryFrame width={760}>
      <Editor initial={matchingWithImages()} images={localImages} />
    </StoryFrame>
  </ExpertTexts>
);

/** The editors on a 390 px phone: the rows wrap under their grips. */
export const EditorsOnPhone: Story = () => (
  <ExpertTexts>
    <StoryFrame>
      {(['fill_gaps', 'conformity_answer'] as const).map((slug) => (
        <Example key={slug} title={`390 px: ${slug}`}>
          <div style={{ width: 390 }}>
            <Editor initial={newQuestionDocument(slug, '')} images={localImages} />
          </div>
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
