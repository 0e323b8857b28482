import type { Story } from '@ladle/react';
import type { Question } from '../../../core/api/quiz.ts';
import { aggregates, choiceResults, interactive, questions, reviewed } from './fixtures.ts';
import { AnsweringStory, ReviewStory } from './question-story.tsx';

export default { title: 'Quiz / Answers / Polls and scales' };

/** Polls and scales: answering, the review, and the review with everyone's figures (full information). */
function pollStories(question: Question, chosen: string[], percents: number[], customText?: string) {
  const results = choiceResults(question, chosen, customText);
  return {
    Interactive: (() => <AnsweringStory {...interactive(question)} />) as Story,
    Review: (() => <ReviewStory {...reviewed(question, results, 'only_correct_or_not')} />) as Story,
    ReviewWithFigures: (() => (
      <ReviewStory
        {...reviewed(question, results, 'full_information', { aggregates: aggregates(question, percents) })}
      />
    )) as Story,
  };
}

const likert = pollStories(questions.likert_scale, ['Згоден'], [4, 8, 17, 46, 25]);
export const LikertHorizontalInteractive = likert.Interactive;
export const LikertHorizontalReview = likert.Review;
export const LikertHorizontalReviewWithFigures = likert.ReviewWithFigures;

const likertVertical = pollStories(
  questions.likert_scale_vertical,
  ['Кілька разів на тиждень'],
  [21, 42, 25, 12],
);
export const LikertVerticalInteractive = likertVertical.Interactive;
export const LikertVerticalReview = likertVertical.Review;
export const LikertVerticalReviewWithFigures = likertVertical.ReviewWithFigures;

const interview = pollStories(questions.interview, ['Інше'], [38, 29, 19, 14], 'Граю в ігри українською');
export const InterviewSingleInteractive = interview.Interactive;
export const InterviewSingleReview = interview.Review;
export const InterviewSingleReviewWithFigures = interview.ReviewWithFigures;

const interviewMultiple = pollStories(
  questions.interview_multiple,
  ['Їжа та кафе', 'Подорожі'],
  [62.5, 54.2, 20.8, 41.7, 8.3],
);
export const InterviewMultipleInteractive = interviewMultiple.Interactive;
export const InterviewMultipleReview = interviewMultiple.Review;
export const InterviewMultipleReviewWithFigures = interviewMultiple.ReviewWithFigures;

/** The custom answer chosen: its 60×7 textarea waits for the text. */
export const InterviewCustomAnswerTyping: Story = () => (
  <AnsweringStory
    {...interactive(
      questions.interview,
      choiceResults(questions.interview, ['Інше'], 'Дивлюся серіали з субтитрами'),
    )}
  />
);

const rating = pollStories(questions.rating, ['4'], [2, 4, 13, 40, 41]);
export const RatingInteractive = rating.Interactive;
export const RatingReview = rating.Review;
export const RatingReviewWithFigures = rating.ReviewWithFigures;

const reaction = pollStories(questions.reaction, ['🙂'], [35, 40, 15, 8, 2]);
export const ReactionInteractive = reaction.Interactive;
export const ReactionReview = reaction.Review;
export const ReactionReviewWithFigures = reaction.ReviewWithFigures;

const nps = pollStories(questions.new_promoter_score, ['9'], [0, 0, 2, 2, 4, 4, 6, 10, 20, 27, 25]);
export const NetPromoterScoreInteractive = nps.Interactive;
export const NetPromoterScoreReview = nps.Review;
export const NetPromoterScoreReviewWithFigures = nps.ReviewWithFigures;
