import type { CSSProperties } from 'react';
import type { Answer, Question, Statement } from '../../../../core/api/quiz.ts';
import {
  chooseGap,
  type GapEntry,
  type GapsAnswer,
  type GapsReview,
  gapOptions,
  inputGap,
  remainingPool,
  splitGapMarkers,
} from '../../../../core/quiz/index.ts';
import { Dropdown } from '../../../dropdown/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import styles from './exercises.module.css';
import gapStyles from './gaps-screen.module.css';
import { ReviewMark } from './review-mark.tsx';
import { StatementHtml } from './statement-html.tsx';

type GapsProps = QuestionScreenProps<GapsAnswer, GapsReview>;

/** Fill gaps and paste word: typed gaps and dropdown gaps where the statement's markers are, the shared pool above. */
export function GapsScreen(props: GapsProps) {
  const { t } = useTranslation();
  const { question, answer } = props;
  const pool = props.mode === 'interactive' && answer.sharedPool ? remainingPool(question, answer) : null;
  return (
    <div className={styles.screen}>
      {pool ? (
        <section className={gapStyles.pool}>
          <h3 className={styles.sectionLabel}>{t('exercises.gap_pool')}</h3>
          {pool.length > 0 ? (
            <ul className={styles.chipRow}>
              {pool.map((option) => (
                <li key={option.id} className={styles.chip}>
                  {option.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('exercises.gap_pool_empty')}</p>
          )}
        </section>
      ) : null}
      <div className={gapStyles.statements}>
        {question.statements.map((statement) => (
          <GapStatement key={statement.id} statement={statement} screen={props} />
        ))}
      </div>
      {props.mode === 'interactive' && props.error ? (
        <p className={gapStyles.error} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function GapStatement({ statement, screen }: { statement: Statement; screen: GapsProps }) {
  const gaps = screen.answer.gaps.filter((gap) => gap.statementId === statement.id);
  const parts = splitGapMarkers(statement.text ?? '');
  const placed = new Set(parts.flatMap((part) => (part.kind === 'gap' ? [part.index] : [])));
  const unplaced = gaps.filter((_, index) => !placed.has(index));
  return (
    <div className={gapStyles.statement} dir={statement.is_rtl ? 'rtl' : undefined}>
      {statement.image?.url ? <img className={gapStyles.image} src={statement.image.url} alt="" /> : null}
      {parts.map((part, position) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        if (part.kind === 'text') return <StatementHtml key={`text-${position}`} html={part.text} />;
        const gap = gaps[part.index];
        return gap ? <Gap key={gap.groupId} gap={gap} screen={screen} /> : null;
      })}
      {unplaced.map((gap) => (
        <Gap key={gap.groupId} gap={gap} screen={screen} />
      ))}
    </div>
  );
}

function Gap({ gap, screen }: { gap: GapEntry; screen: GapsProps }) {
  const { t } = useTranslation();
  const { question, answer } = screen;
  const number = answer.gaps.indexOf(gap) + 1;
  const label = t('exercises.gap_label', { number });
  if (screen.mode === 'review') {
    const review = screen.review.detail.gaps.find((candidate) => candidate.groupId === gap.groupId);
    const given = review?.given ?? '';
    const fix =
      review?.correctAnswers && review.mark !== 'correct' && review.correctAnswers.length > 0
        ? review.correctAnswers.join(' / ')
        : null;
    return (
      <span className={gapStyles.gap}>
        <span className={gapStyles.given} data-mark={review?.mark ?? undefined}>
          <span className="visually-hidden">{`${label}: `}</span>
          {given === '' ? <span className={styles.muted}>{t('exercises.no_answer')}</span> : given}
          <ReviewMark mark={review?.mark ?? null} />
        </span>
        {fix ? (
          <span className={gapStyles.fix}>
            <span className="visually-hidden">{`${t('exercises.correct_answer')}: `}</span>
            <span aria-hidden="true">→ </span>
            {fix}
          </span>
        ) : null}
      </span>
    );
  }
  if (gap.input === 'text') {
    return (
      <span className={gapStyles.gap}>
        <input
          className={gapStyles.input}
          style={{ '--gap-chars': Math.max(6, gap.text.length + 1) } as CSSProperties}
          aria-label={label}
          aria-invalid={screen.error ? true : undefined}
          value={gap.text}
          disabled={screen.disabled}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) =>
            screen.onChange(inputGap(answer, gap.groupId, event.target.value), { typed: true })
          }
        />
      </span>
    );
  }
  const options = gapOptions(question, answer, gap);
  return (
    <span className={`${gapStyles.gap} ${gapStyles.dropdown}`}>
      <Dropdown
        label={label}
        hideLabel
        compact
        placeholder={t('exercises.gap_choose')}
        options={options.map(optionOf)}
        value={gap.answerId == null ? null : String(gap.answerId)}
        disabled={screen.disabled}
        onValueChange={(value) => screen.onChange(chooseGap(answer, gap.groupId, Number(value)))}
      />
    </span>
  );
}

/** An answer as a dropdown option. */
export function optionOf(answer: Answer) {
  return { id: answer.id, label: answer.text ?? '', icon: answer.image?.url ?? undefined };
}

/** The text of an answer id among a question's answers and its statements' answers. */
export function answerTextOf(question: Question, answerId: number): string {
  const all = [...question.answers, ...question.statements.flatMap((statement) => statement.answers)];
  return all.find((candidate) => candidate.id === answerId)?.text ?? '';
}
