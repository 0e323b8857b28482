import { useId, useRef } from 'react';
import type { CalendarDate } from '../../../../core/calendar/index.ts';
import { formatDayMonthYear } from '../../../../core/format/index.ts';
import {
  formatQuizDate,
  parseQuizDate,
  removeFile,
  setText,
  type TextAnswer,
  type TextReview,
} from '../../../../core/quiz/index.ts';
import { DatePicker } from '../../../calendar/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { Button, Spinner, TextArea, TextField, Tooltip } from '../../../primitives/index.ts';
import { KeptRecordingNotice } from '../../../recorder/kept-recording-notice.tsx';
import { uploadMessageText } from '../../../upload/index.ts';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import { MicrophoneIcon, PaperclipIcon, VideoCameraIcon } from './answer-icons.tsx';
import { useAnswerScreenServices } from './answer-screen-context.tsx';
import styles from './answers.module.css';
import { AttachedFiles } from './attached-files.tsx';
import { useAnswerFiles } from './use-answer-files.ts';

/** text_media_answer: the field its input kind calls for, attach and record buttons, attached files. */
export function TextMediaScreen(props: QuestionScreenProps<TextAnswer, TextReview>) {
  return props.mode === 'review' ? <TextMediaReview {...props} /> : <TextMediaAnswering {...props} />;
}

function TextMediaAnswering(
  props: Extract<QuestionScreenProps<TextAnswer, TextReview>, { mode: 'interactive' }>,
) {
  const { t } = useTranslation();
  const { question, answer, disabled, error } = props;
  const { record, kept, today } = useAnswerScreenServices();
  // Each file's life (moving, stalled, refused) is its upload task's, read from the upload queue.
  const files = useAnswerFiles(question.id);
  const { moving, stalled, refused } = files.uploads;
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const emit = (next: TextAnswer, typed = false) => props.onChange(next, typed ? { typed: true } : undefined);
  const reasonOf = (upload: { message: string | null; messageDetail: string | null }) =>
    uploadMessageText(t, upload.message, upload.messageDetail) ?? '';

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
                  files.upload?.([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
              <Button
                variant="secondary"
                iconStart={<PaperclipIcon size={18} />}
                disabled={disabled || !files.upload}
                title={files.upload ? undefined : t('questions.attach_unavailable')}
                onClick={() => fileInput.current?.click()}
              >
                {t('questions.attach_file')}
              </Button>
            </>
          ) : null}
          {recorders.map((recorder) => {
            const label = t(recorder === 'audio' ? 'questions.record_audio' : 'questions.record_video');
            const Icon = recorder === 'audio' ? MicrophoneIcon : VideoCameraIcon;
            const { attach } = files;
            return record && attach ? (
              <Button
                key={recorder}
                variant="secondary"
                iconStart={<Icon size={18} />}
                disabled={disabled}
                onClick={() =>
                  record(recorder, question.id).then((saved) => {
                    if (saved) attach(saved);
                  })
                }
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
          {recorders.length > 0 && !(record && files.attach) ? (
            <span id={`${errorId}-recording`} className="visually-hidden">
              {t('questions.recording_unavailable')}
            </span>
          ) : null}
        </div>
      ) : null}
      {kept && files.attach
        ? kept.offers
            .filter((offer) => offer.id === question.id)
            .map((offer) => (
              <KeptRecordingNotice
                key={offer.name}
                offer={offer}
                disabled={disabled}
                busy={kept.busy === offer.name}
                onSave={() => {
                  const { attach } = files;
                  kept.save(offer).then((saved) => {
                    if (saved && attach) attach(saved);
                  });
                }}
                onDiscard={() => {
                  kept.discard(offer);
                }}
              />
            ))
        : null}
      {moving.length > 0 ? (
        <p className={styles.uploading} role="status">
          <Spinner size={16} decorative />
          <span>
            {t('questions.uploading_files', { count: moving.length })} {t('questions.uploading_in_panel')}
          </span>
        </p>
      ) : null}
      <AttachedFiles
        files={answer.files}
        title={t('questions.attached_files')}
        onRemove={disabled ? undefined : (file) => emit(removeFile(answer, file.uuid))}
      />
      {stalled.map((upload) => (
        <p key={upload.id} className={styles.warning} role="status">
          {t('questions.upload_stalled', { name: upload.fileName, reason: reasonOf(upload) })}{' '}
          {t('questions.upload_stalled_hint')}
        </p>
      ))}
      {refused.map((upload) => {
        const reason = reasonOf(upload);
        return (
          <p key={upload.id} className={styles.error} role="alert">
            {t('questions.upload_failed', { name: upload.fileName })}
            {reason ? `: ${reason}` : ''}
          </p>
        );
      })}
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
