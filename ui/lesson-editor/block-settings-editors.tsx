import { useId } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Switch } from '../primitives/index.ts';
import styles from './block-editors.module.css';
import type { BlockChanges, ConstructorBlock, QuizChoice } from './lesson-constructor.types.ts';

/** Props of the PracticeBlockEditor. */
export interface PracticeBlockEditorProps {
  quizId: number | null;
  quizzes: readonly QuizChoice[];
  disabled?: boolean;
  onChange(quizId: number | null): void;
}

/** A practice block: which of the school's quizzes it shows. */
export function PracticeBlockEditor({
  quizId,
  quizzes,
  disabled = false,
  onChange,
}: PracticeBlockEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  if (quizzes.length === 0) return <p className={styles.muted}>{t('editor.practice_none')}</p>;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('editor.practice_quiz')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={quizId ?? ''}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
        }
      >
        <option value="">{t('editor.practice_choose')}</option>
        {quizzes.map((quiz) => (
          <option key={quiz.id} value={quiz.id}>
            {quiz.name}
          </option>
        ))}
      </select>
    </div>
  );
}

type CommentFlags = Pick<
  ConstructorBlock,
  'is_comments_disabled' | 'is_audio_comment_enabled' | 'is_video_comment_enabled' | 'is_file_comment_enabled'
>;

/** Props of the CommentFlagsEditor. */
export interface CommentFlagsEditorProps {
  flags: CommentFlags;
  /** The practices list shows only whether students may comment. */
  kinds?: boolean;
  disabled?: boolean;
  onChange(changes: BlockChanges): void;
}

/** A comments block's switches (spec 3 §3 Unit): comments on or off, and audio, video and file comments. */
export function CommentFlagsEditor({
  flags,
  kinds = true,
  disabled = false,
  onChange,
}: CommentFlagsEditorProps) {
  const { t } = useTranslation();
  const off = flags.is_comments_disabled;
  return (
    <div className={styles.switches}>
      <Switch
        label={t('editor.comments_enabled')}
        checked={!off}
        disabled={disabled}
        onCheckedChange={(on) => onChange({ is_comments_disabled: !on })}
      />
      {kinds ? (
        <>
          <Switch
            label={t('editor.audio_comments')}
            checked={flags.is_audio_comment_enabled}
            disabled={disabled || off}
            onCheckedChange={(on) => onChange({ is_audio_comment_enabled: on })}
          />
          <Switch
            label={t('editor.video_comments')}
            checked={flags.is_video_comment_enabled}
            disabled={disabled || off}
            onCheckedChange={(on) => onChange({ is_video_comment_enabled: on })}
          />
          <Switch
            label={t('editor.file_comments')}
            checked={flags.is_file_comment_enabled}
            disabled={disabled || off}
            onCheckedChange={(on) => onChange({ is_file_comment_enabled: on })}
          />
        </>
      ) : null}
    </div>
  );
}
