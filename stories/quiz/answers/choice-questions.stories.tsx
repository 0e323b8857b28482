import type { Story } from '@ladle/react';
import type { Question } from '../../../core/api/quiz.ts';
import { choiceResults, interactive, questions, reviewed } from './fixtures.ts';
import { AnsweringStory, ReviewStory } from './question-story.tsx';

export default { title: 'Quiz / Answers / Choice questions' };

/** The four states of a scored choice question: answering, right, wrong, and full information. */
function choiceStories(question: Question, right: string[], wrong: string[]) {
  return {
    Interactive: (() => <AnsweringStory {...interactive(question)} />) as Story,
    ReviewCorrect: (() => (
      <ReviewStory
        {...reviewed(question, choiceResults(question, right), 'only_correct_or_not', { correct: true })}
      />
    )) as Story,
    ReviewIncorrect: (() => (
      <ReviewStory
        {...reviewed(question, choiceResults(question, wrong), 'only_correct_or_not', { correct: false })}
      />
    )) as Story,
    FullInformation: (() => (
      <ReviewStory
        {...reviewed(question, choiceResults(question, wrong), 'full_information', { correct: false })}
      />
    )) as Story,
  };
}

const single = choiceStories(questions.single_answer, ['й'], ['и']);
export const SingleAnswerInteractive = single.Interactive;
export const SingleAnswerReviewCorrect = single.ReviewCorrect;
export const SingleAnswerReviewIncorrect = single.ReviewIncorrect;
export const SingleAnswerFullInformation = single.FullInformation;

const multiple = choiceStories(questions.multiple_answer, ['а', 'о', 'є'], ['а', 'б']);
export const MultipleAnswerInteractive = multiple.Interactive;
export const MultipleAnswerReviewCorrect = multiple.ReviewCorrect;
export const MultipleAnswerReviewIncorrect = multiple.ReviewIncorrect;
export const MultipleAnswerFullInformation = multiple.FullInformation;

const yesNo = choiceStories(questions.yes_no, ['Так'], ['Ні']);
export const YesNoInteractive = yesNo.Interactive;
export const YesNoReviewCorrect = yesNo.ReviewCorrect;
export const YesNoReviewIncorrect = yesNo.ReviewIncorrect;
export const YesNoFullInformation = yesNo.FullInformation;

/** Text-graphic answers are checked by an expert: the review shows the choice without marks. */
const textGraphic = choiceStories(questions.text_graphic_answer, ['кіт'], ['пес']);
export const TextGraphicInteractive = textGraphic.Interactive;
export const TextGraphicReviewCorrect = textGraphic.ReviewCorrect;
export const TextGraphicReviewIncorrect = textGraphic.ReviewIncorrect;
export const TextGraphicFullInformation = textGraphic.FullInformation;

const copy = choiceStories(questions.copy, ['к'], ['р']);
export const CopyInteractive = copy.Interactive;
export const CopyReviewCorrect = copy.ReviewCorrect;
export const CopyReviewIncorrect = copy.ReviewIncorrect;
export const CopyFullInformation = copy.FullInformation;

const competition = choiceStories(questions.competition, ['33'], ['32']);
export const CompetitionInteractive = competition.Interactive;
export const CompetitionReviewCorrect = competition.ReviewCorrect;
export const CompetitionReviewIncorrect = competition.ReviewIncorrect;
export const CompetitionFullInformation = competition.FullInformation;

const mixed = choiceStories(questions.mixed, ['привіт', 'добрий день'], ['привіт', 'дякую']);
export const MixedInteractive = mixed.Interactive;
export const MixedReviewCorrect = mixed.ReviewCorrect;
export const MixedReviewIncorrect = mixed.ReviewIncorrect;
export const MixedFullInformation = mixed.FullInformation;

const legacyDefault = choiceStories(questions.default, ['ь'], ['ъ']);
export const DefaultInteractive = legacyDefault.Interactive;
export const DefaultReviewCorrect = legacyDefault.ReviewCorrect;
export const DefaultReviewIncorrect = legacyDefault.ReviewIncorrect;
export const DefaultFullInformation = legacyDefault.FullInformation;

/** Answering with the server's refusal shown at the question. */
export const SingleAnswerServerError: Story = () => (
  <AnsweringStory
    {...interactive(questions.single_answer, choiceResults(questions.single_answer, ['и']))}
    error="The attempt is already finished."
  />
);

/** Read-only while answering (reanswer none, time up or sending). */
export const MultipleAnswerDisabled: Story = () => (
  <AnsweringStory
    {...interactive(questions.multiple_answer, choiceResults(questions.multiple_answer, ['а', 'о']))}
    disabled
  />
);
