import type { Question } from '../../../../core/api/quiz.ts';
import { chooseFromList, type ListAnswer, type ListReview, type Mark } from '../../../../core/quiz/index.ts';
import { Dropdown } from '../../../dropdown/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import styles from './exercises.module.css';
import { answerTextOf, optionOf } from './gaps-screen.tsx';
import listStyles from './list-screen.module.css';
import { ReviewMark } from './review-mark.tsx';
import { StatementHtml, statementPlainText } from './statement-html.tsx';

type ListProps = QuestionScreenProps<ListAnswer, ListReview>;

function listItems(question: Question, answer: ListAnswer) {
  const ids = Object.keys(answer.chosen).map(Number);
  const statementIds = question.statements.length > 0 ? question.statements.map((s) => s.id) : ids;
  return statementIds.map((statementId) => {
    const statement = question.statements.find((candidate) => candidate.id === statementId);
    const options = statement && statement.answers.length > 0 ? statement.answers : question.answers;
    return { statementId, statement, options };
  });
}

/** Choose and multi-choose from list: a dropdown per statement (one answer, or several). */
export function ListScreen(props: ListProps) {
  const { t } = useTranslation();
  const { question, answer } = props;
  const items = listItems(question, answer);
  return (
    <div className={styles.screen}>
      <ol className={listStyles.items}>
        {items.map(({ statementId, statement, options }, index) => {
          const text = statement?.text ?? '';
          const label = statementPlainText(text) || t('exercises.list_label');
          const review =
            props.mode === 'review'
              ? props.review.detail.items.find((i) => i.statementId === statementId)
              : undefined;
          const chosen = review ? review.chosenAnswerIds : (answer.chosen[statementId] ?? []);
          return (
            <li key={statementId} className={listStyles.item} data-mark={review?.mark ?? undefined}>
              <div className={listStyles.text} id={`list-${question.id}-${statementId}`}>
                {statement?.image?.url ? (
                  <img className={listStyles.image} src={statement.image.url} alt="" />
                ) : null}
                {text ? <StatementHtml html={text} /> : <span className="visually-hidden">{label}</span>}
              </div>
              {props.mode === 'interactive' ? (
                <Dropdown
                  label={items.length > 1 || text ? label : t('exercises.list_label')}
                  hideLabel
                  compact
                  multiple={answer.multiple}
                  placeholder={t(answer.multiple ? 'exercises.list_choose_many' : 'exercises.list_choose')}
                  options={options.map(optionOf)}
                  value={answer.multiple ? chosen.map(String) : chosen[0] == null ? null : String(chosen[0])}
                  disabled={props.disabled}
                  error={index === 0 ? (props.error ?? undefined) : undefined}
                  onValueChange={(value) => {
                    const keys = (Array.isArray(value) ? value : [value]).map(Number);
                    if (!answer.multiple) {
                      props.onChange(chooseFromList(answer, statementId, keys[0] ?? 0));
                      return;
                    }
                    const toggled = [
                      ...chosen.filter((id) => !keys.includes(id)),
                      ...keys.filter((id) => !chosen.includes(id)),
                    ];
                    props.onChange(
                      toggled.reduce((state, id) => chooseFromList(state, statementId, id), answer),
                    );
                  }}
                />
              ) : (
                <ChosenAnswers question={question} ids={chosen} mark={review?.mark ?? null} />
              )}
              {review?.correctAnswerIds && review.mark !== 'correct' ? (
                <p className={listStyles.fix}>
                  {`${t('exercises.correct_answer')}: `}
                  {review.correctAnswerIds.map((id) => answerTextOf(question, id)).join(', ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ChosenAnswers({ question, ids, mark }: { question: Question; ids: number[]; mark: Mark }) {
  const { t } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('exercises');
  return (
    <div className={listStyles.chosen}>
      <span className="visually-hidden">{`${answerOwner}: `}</span>
      {ids.length === 0 ? (
        <span className={styles.muted}>{t('exercises.no_answer')}</span>
      ) : (
        ids.map((id) => (
          <span key={id} className={styles.chip} data-mark={mark ?? undefined}>
            {answerTextOf(question, id)}
          </span>
        ))
      )}
      <ReviewMark mark={mark} />
    </div>
  );
}
