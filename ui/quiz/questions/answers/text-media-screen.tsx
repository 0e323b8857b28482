import { useId, useRef, useState } from 'react';
import type { QuizFile } from '../../../../core/api/quiz.ts';
import type { CalendarDate } from '../../../../core/calendar/index.ts';
import { formatDayMonthYear } from '../../../../core/format/index.ts';
import {
  abandonUpload,
  attachFile,
  formatQuizDate,
  parseQuizDate,
  removeFile,
  setText,
  startUpload,
  type TextAnswer,
  type TextReview,
} from '../../../../core/quiz/index.ts';
import { DatePicker } from '../../../calendar/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { Button, Spinner, TextArea, TextField, Tooltip } from '../../../primitives/index.ts';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import { MicrophoneIcon, PaperclipIcon, VideoCameraIcon } from './answer-icons.tsx';
import { useAnswerScreenServices } from './answer-screen-context.tsx';
import styles from './answers.module.css';
import { AttachedFiles } from './attached-files.tsx';

/** text_media_answer: the field its input kind calls for, attach and record buttons, attached files. */
export function TextMediaScreen(props: QuestionScreenProps<TextAnswer, TextReview>) {
  return props.mode === 'review' ? <TextMediaReview {...props} /> : <TextMediaAnswering {...props} />;
}

function TextMediaAnswering(
  props: Extract<QuestionScreenProps<TextAnswer, TextReview>, { mode: 'interactive' }>,
) {
  const { t } = useTranslation();
  const { question, answer, disabled, error } = props;
  const { attach, record, today } = useAnswerScreenServices();
  const latest = useRef(answer);
  latest.current = answer;
  const fileInput = useRef<HTMLInputElement>(null);
  const [failures, setFailures] = useState<string[]>([]);
  // Uploads that stopped but may be retried in the upload panel, by upload, with what to say.
  const [stalled, setStalled] = useState<ReadonlyMap<number, string>>(new Map());
  const uploads = useRef(0);
  const setStall = (upload: number, text: string | null) =>
    setStalled((shown) => {
      const next = new Map(shown);
      if (text === null) next.delete(upload);
      else next.set(upload, text);
      return next;
    });
  const errorId = useId();
  const emit = (next: TextAnswer, typed = false) => {
    latest.current = next;
    props.onChange(next, typed ? { typed: true } : undefined);
  };

  /** Counts an upload while `stored` runs, then lists its file (or forgets it and says why). */
  const track = (name: string, stored: Promise<QuizFile | null>) => {
    emit(startUpload(latest.current));
    stored.then(
      (file) => emit(file ? attachFile(latest.current, file) : abandonUpload(latest.current)),
      (reason: unknown) => {
        emit(abandonUpload(latest.current));
        const message = reason instanceof Error && reason.message ? `: ${reason.message}` : '';
        setFailures((shown) => [...shown, `${t('questions.upload_failed', { name })}${message}`]);
      },
    );
  };

  const attachFiles = (files: File[]) => {
    if (!attach) return;
    setFailures([]);
    for (const file of files) {
      uploads.current += 1;
      const upload = uploads.current;
      const stored = attach(file, (reason) =>
        setStall(upload, reason === null ? null : t('questions.upload_stalled', { name: file.name, reason })),
      );
      const settled = () => setStall(upload, null);
      stored.then(settled, settled);
      track(file.name, stored);
    }
  };

  // Files still going up: the uploading ones less those stopped and waiting for a retry.
  const moving = Math.max(0, answer.uploading - stalled.size);
  const kind = answer.inputKind;
  const showsAttach = question.can_upload;
  const recorders = [
    question.is_audio_comment_enabled ? ('audio' as const) : null,
    question.is_video_comment_enabled ? ('video' as const) : null,
  ].filter((recorder) => recorder !== null);

  return (
    <div className={styles.screen}>
      {kind === 'date' ? (
        <DatePicker
          label={t('questions.date_label')}
          value={parseQuizDate(answer.text)}
          onChange={(date: CalendarDate | null) =>
            emit(setText(answer, date ? formatQuizDate(date.year, date.month, date.day) : ''))
          }
          today={today}
          placeholder={t('questions.date_placeholder')}
          disabled={disabled}
          required={question.is_required}
          error={error || undefined}
        />
      ) : kind === 'area' ? (
        <TextArea
          label={t('questions.text_label')}
          hideLabel
          placeholder={t('questions.text_placeholder')}
          value={answer.text}
          disabled={disabled}
          required={question.is_required}
          error={error || undefined}
          rows={5}
          onChange={(event) => emit(setText(answer, event.target.value), true)}
        />
      ) : kind === 'input' || kind === 'email' ? (
        <TextField
          label={t(kind === 'email' ? 'questions.email_label' : 'questions.text_label')}
          hideLabel={kind === 'input'}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete={kind === 'email' ? 'email' : 'off'}
          placeholder={t(kind === 'email' ? 'questions.email_placeholder' : 'questions.text_placeholder')}
          value={answer.text}
          disabled={disabled}
          required={question.is_required}
          error={error || undefined}
          onChange={(event) => emit(setText(answer, event.target.value), true)}
        />
      ) : (
        <p className={styles.hint}>{t('questions.no_text_kind')}</p>
      )}
      {showsAttach || recorders.length > 0 ? (
        <div className={styles.actions}>
          {showsAttach ? (
            <>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                tabIndex={-1}
                aria-label={t('questions.attach_file')}
                onChange={(event) => {
                  attachFiles([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
              <Button
                variant="secondary"
                iconStart={<PaperclipIcon size={18} />}
                disabled={disabled || !attach}
                title={attach ? undefined : t('questions.attach_unavailable')}
                onClick={() => fileInput.current?.click()}
              >
                {t('questions.attach_file')}
              </Button>
            </>
          ) : null}
          {recorders.map((recorder) => {
            const label = t(recorder === 'audio' ? 'questions.record_audio' : 'questions.record_video');
            const Icon = recorder === 'audio' ? MicrophoneIcon : VideoCameraIcon;
            return record ? (
              <Button
                key={recorder}
                variant="secondary"
                iconStart={<Icon size={18} />}
                disabled={disabled}
                onClick={() => {
                  setFailures([]);
                  track(label, record(recorder));
                }}
              >
                {label}
              </Button>
            ) : (
              <Tooltip key={recorder} content={t('questions.recording_unavailable')}>
                <Button
                  variant="secondary"
                  aria-disabled="true"
                  className={styles.unavailable}
                  iconStart={<Icon size={18} />}
                  aria-describedby={`${errorId}-recording`}
                >
                  {label}
                </Button>
              </Tooltip>
            );
          })}
          {recorders.length > 0 && !record ? (
            <span id={`${errorId}-recording`} className="visually-hidden">
              {t('questions.recording_unavailable')}
            </span>
          ) : null}
        </div>
      ) : null}
      {moving > 0 ? (
        <p className={styles.uploading} role="status">
          <Spinner size={16} decorative />
          <span>
            {t('questions.uploading_files', { count: moving })} {t('questions.uploading_in_panel')}
          </span>
        </p>
      ) : null}
      <AttachedFiles
        files={answer.files}
        title={t('questions.attached_files')}
        onRemove={disabled ? undefined : (file) => emit(removeFile(latest.current, file.uuid))}
      />
      {[...stalled].map(([upload, text]) => (
        <p key={upload} className={styles.warning} role="status">
          {text} {t('questions.upload_stalled_hint')}
        </p>
      ))}
      {failures.map((failure) => (
        <p key={failure} className={styles.error} role="alert">
          {failure}
        </p>
      ))}
      {error && kind === 'none' ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextMediaReview(props: Extract<QuestionScreenProps<TextAnswer, TextReview>, { mode: 'review' }>) {
  const { t, language } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('questions');
  const filesOwner = useAnswerOwnerLabel('files');
  const { text, files } = props.review.detail;
  const date = props.answer.inputKind === 'date' && text ? parseQuizDate(text) : null;
  return (
    <div className={styles.screen}>
      {text ? (
        <div className={styles.reviewText}>
          <span className={styles.reviewLabel}>{answerOwner}</span>
          <p className={styles.storedText}>{date ? formatDayMonthYear(date, language) : text}</p>
        </div>
      ) : null}
      {files.length > 0 ? (
        <div className={styles.reviewText}>
          <span className={styles.reviewLabel}>{filesOwner}</span>
          <AttachedFiles files={files} title={filesOwner} />
        </div>
      ) : null}
      {!text && files.length === 0 ? (
        <p className={styles.noAnswer}>{t('questions.review_no_answer')}</p>
      ) : null}
    </div>
  );
}
