import type { Answer } from '../../../../core/api/quiz.ts';
import matchStyles from './matching-screen.module.css';

/** An answer as a chip shows it: a small image, then its text. */
export function AnswerChipFace({ option }: { option: Answer | undefined }) {
  return (
    <>
      {option?.image?.url ? <img className={matchStyles.chipImage} src={option.image.url} alt="" /> : null}
      {option?.text}
    </>
  );
}
