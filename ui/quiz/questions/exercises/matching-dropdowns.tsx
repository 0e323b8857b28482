import { answersBoundTo, toggleBind } from '../../../../core/quiz/index.ts';
import { Dropdown } from '../../../dropdown/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { ExerciseError } from './exercise-error.tsx';
import { ExerciseHint } from './exercise-hint.tsx';
import styles from './exercises.module.css';
import { optionOf } from './gaps-screen.tsx';
import { MatchingContent } from './matching-content.tsx';
import matchStyles from './matching-screen.module.css';
import type { InteractiveMatchingProps } from './matching-screen.types.ts';
import { statementPlainText } from './statement-html.tsx';

/** One-to-one on a phone and the combined dropdowns: each statement opens the list of answers. */
export function MatchingDropdowns(props: InteractiveMatchingProps) {
  const { t } = useTranslation();
  const { question, answer, onChange, disabled } = props;
  const many = answer.mode === 'many-to-one';
  return (
    <div className={styles.screen}>
      <ExerciseHint>{t('exercises.matching_hint_click')}</ExerciseHint>
      <ul className={matchStyles.stack}>
        {question.statements.map((statement) => {
          const bound = answersBoundTo(answer, statement.id);
          const name = statementPlainText(statement.text);
          return (
            <li
              key={statement.id}
              className={matchStyles.pair}
              data-tone={bound.length > 0 ? 'answering' : undefined}
            >
              <div className={matchStyles.pairStatement}>
                <MatchingContent html={statement.text} image={statement.image?.url} />
              </div>
              <Dropdown
                label={t('exercises.matching_answer_for', { statement: name })}
                hideLabel
                compact
                multiple={many}
                placeholder={t('exercises.matching_select_answer')}
                options={question.answers.map(optionOf)}
                value={many ? bound.map(String) : bound[0] == null ? null : String(bound[0])}
                disabled={disabled}
                onValueChange={(value) => {
                  const keys = (Array.isArray(value) ? value : [value]).map(Number);
                  const changed = [
                    ...bound.filter((id) => !keys.includes(id)),
                    ...keys.filter((id) => !bound.includes(id)),
                  ];
                  onChange(
                    changed.reduce((state, answerId) => toggleBind(state, statement.id, answerId), answer),
                  );
                }}
              />
            </li>
          );
        })}
      </ul>
      <ExerciseError error={props.error} />
    </div>
  );
}
