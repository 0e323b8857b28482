import type { Mark } from '../../../../core/quiz/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import { AnswerChipFace } from './answer-chip-face.tsx';
import styles from './exercises.module.css';
import { MatchingContent } from './matching-content.tsx';
import matchStyles from './matching-screen.module.css';
import type { ReviewMatchingProps } from './matching-screen.types.ts';
import { ReviewMark } from './review-mark.tsx';
import { useMatchingTexts } from './use-matching-texts.ts';

/** Review outside the desktop columns: each statement with its answers, marks and (full information) the key. */
export function MatchingReviewCards(props: ReviewMatchingProps) {
  const { t } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('exercises');
  const { question, review } = props;
  const textOf = useMatchingTexts(question);
  const answerOf = (id: number) => question.answers.find((option) => option.id === id);
  return (
    <div className={styles.screen}>
      <ul className={matchStyles.stack}>
        {question.statements.map((statement) => {
          const item = review.detail.statements.find((candidate) => candidate.statementId === statement.id);
          const bound = item?.boundAnswerIds ?? [];
          return (
            <li key={statement.id} className={matchStyles.pair} data-tone={item?.mark ?? 'plain'}>
              <div className={matchStyles.pairStatement}>
                <MatchingContent html={statement.text} image={statement.image?.url} />
                <ReviewMark mark={item?.mark ?? null} />
              </div>
              <div className={matchStyles.pairAnswers}>
                <span className="visually-hidden">{`${answerOwner}: `}</span>
                {bound.length === 0 ? (
                  <span className={styles.muted}>{t('exercises.no_answer')}</span>
                ) : (
                  bound.map((answerId) => (
                    <span key={answerId} className={styles.chip} data-mark={chipMark(item, answerId)}>
                      <AnswerChipFace option={answerOf(answerId)} />
                    </span>
                  ))
                )}
              </div>
              {item?.correctAnswerIds && item.mark !== 'correct' ? (
                <p className={matchStyles.fix}>
                  {`${t('exercises.correct_answer')}: `}
                  {item.correctAnswerIds.map((id) => textOf('answer', id)).join(', ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * One bound answer's colour in review: with the key known, each answer is right or wrong by itself
 * (a right answer in a statement that also holds a wrong one stays green); without it, the statement's mark.
 */
function chipMark(
  item: { mark: Mark | null; correctAnswerIds: number[] | null } | undefined,
  answerId: number,
): Mark | undefined {
  if (!item?.mark) return undefined;
  if (!item.correctAnswerIds) return item.mark;
  return item.correctAnswerIds.includes(answerId) ? 'correct' : 'incorrect';
}
