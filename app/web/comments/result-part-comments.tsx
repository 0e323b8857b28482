import { useState } from 'react';
import {
  type ResultCommentPart,
  type ResultCommentsContext,
  resultCommentParts,
} from '../../../core/comments/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Checkbox } from '../../../ui/primitives/index.ts';
import { CommentThread } from './comment-thread.tsx';
import styles from './result-part-comments.module.css';

/** Props of the statements' and gaps' comment widgets of one result. */
export interface ResultPartCommentsProps {
  attemptId: number;
  context: ResultCommentsContext;
  asStudent: boolean;
  /** A deep link naming one of the parts: that part opens at the comment. */
  link: { type: string; id: number; commentId: number | null } | null;
}

function partQuery(questionId: number, part: ResultCommentPart) {
  return part.type === 'quiz_answer_group'
    ? { quiz_question_id: questionId, quiz_statement_id: part.statementId, quiz_answer_group_id: part.id }
    : { quiz_question_id: questionId, quiz_statement_id: part.id };
}

function ExpertPart(props: {
  attemptId: number;
  questionId: number;
  part: ResultCommentPart;
  context: ResultCommentsContext;
  linked: boolean;
  focusCommentId: number | null;
  count: number;
}) {
  const { t } = useTranslation();
  const { part, context } = props;
  const [open, setOpen] = useState(props.linked);
  const label = t(part.type === 'quiz_answer_group' ? 'comments.part_gap' : 'comments.part_statement', {
    number: part.number,
  });
  return (
    <details
      className={styles.part}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-result-part={`${part.type}:${part.id}`}
    >
      <summary className={styles.summary}>
        <span className={styles.label}>{label}</span>
        {part.text ? <span className={styles.text}>{part.text}</span> : null}
        {props.count > 0 ? (
          <span className={styles.count}>{t('comments.part_count', { count: props.count })}</span>
        ) : null}
      </summary>
      {open ? (
        <div className={styles.body}>
          {context.isAllowed && context.onAllowedChange ? (
            <Checkbox
              label={t('comments.part_allow', { part: label })}
              checked={context.isAllowed(part.type, part.id)}
              onCheckedChange={(checked) => context.onAllowedChange?.(part.type, part.id, checked === true)}
            />
          ) : null}
          <CommentThread
            thread={{ type: 'quiz-attempt', id: props.attemptId }}
            part={partQuery(props.questionId, part)}
            asStudent={false}
            focusCommentId={props.focusCommentId}
            headingLevel={4}
          />
        </div>
      ) : null}
    </details>
  );
}

/**
 * The comment widgets of a result's statements or gaps (spec 2 §2, §6): for the expert, one closed
 * panel per part (its thread loads when opened) with the setting that lets the student comment there;
 * for the student, each part's thread where it has comments or takes them, nothing otherwise.
 */
export function ResultPartComments({ attemptId, context, asStudent, link }: ResultPartCommentsProps) {
  const { t } = useTranslation();
  const parts = resultCommentParts(context.question);
  if (parts.length === 0) return null;
  const linked = (part: ResultCommentPart) => link !== null && link.type === part.type && link.id === part.id;
  const focusOf = (part: ResultCommentPart) => (linked(part) ? (link?.commentId ?? null) : null);
  const countOf = (part: ResultCommentPart) =>
    part.type === 'quiz_answer_group'
      ? (context.question.statements
          ?.flatMap((statement) => statement.answer_groups ?? [])
          .find((group) => group.id === part.id)?.comments_count ?? 0)
      : 0;
  if (asStudent) {
    return (
      <div className={styles.parts}>
        {parts.map((part) => (
          <div key={`${part.type}:${part.id}`} data-result-part={`${part.type}:${part.id}`}>
            <CommentThread
              thread={{ type: 'quiz-attempt', id: attemptId }}
              part={partQuery(context.question.id, part)}
              asStudent
              focusCommentId={focusOf(part)}
              headingLevel={4}
              hideWhenEmpty
            />
          </div>
        ))}
      </div>
    );
  }
  return (
    <section className={styles.parts} aria-label={t('comments.parts_title')}>
      <h4 className={styles.title}>{t('comments.parts_title')}</h4>
      {parts.map((part) => (
        <ExpertPart
          key={`${part.type}:${part.id}`}
          attemptId={attemptId}
          questionId={context.question.id}
          part={part}
          context={context}
          linked={linked(part)}
          focusCommentId={focusOf(part)}
          count={countOf(part)}
        />
      ))}
    </section>
  );
}
