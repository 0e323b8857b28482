import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { Comment } from '../../core/api/comments.ts';
import type { CommentThreadView } from '../../core/comments/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Badge, Button, Checkbox, EmptyState, Spinner } from '../primitives/index.ts';
import styles from './comment-thread-panel.module.css';

/** What a person can do in a thread. */
export interface CommentThreadCommands {
  changeText(text: string): void;
  pressEnter(keys: { ctrl: boolean; shift: boolean; alt: boolean }): void;
  setPrivate(isPrivate: boolean): void;
  send(): void;
  startEdit(id: number): void;
  cancelEdit(): void;
  removeFile(uuid: string): void;
  more(): void;
  reload(): void;
  remove(id: number): void;
  toggleVisibility(id: number): void;
  bulk(action: 'read' | 'delete' | 'restrict'): void;
  nextUnseen(): void;
  focused(): void;
}

/** Props of the CommentThreadPanel. */
export interface CommentThreadPanelProps {
  view: CommentThreadView;
  commands: CommentThreadCommands;
  /** Picks files to attach (the upload queue takes them); without it no file button is shown. */
  onPickFiles?(files: File[]): void;
  /** Records audio or video and attaches it; the buttons show where the thread's flags allow them. */
  onRecord?(kind: 'audio' | 'video'): void;
  /** The recorders' own elements (their bar and modals). */
  recorders?: React.ReactNode;
  /** The heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Draw nothing once read when there is nothing to show and nothing to post (a student's result). */
  hideWhenEmpty?: boolean;
}

function CommentBody({ comment, pending }: { comment: Comment; pending: boolean }) {
  if (pending || comment.text_formatted.clean === '')
    return <p className={styles.text}>{comment.text_formatted.without_tags}</p>;
  return (
    <p
      className={styles.text}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: text_formatted.clean comes from the one comment sanitizer (core/comments/comment-text.ts): only links and line breaks
      dangerouslySetInnerHTML={{ __html: comment.text_formatted.clean }}
    />
  );
}

/**
 * A comment thread or public comments block (spec 2 §2): the title with the count of non-restricted
 * comments, the expert's action bar (mark read, restrict, delete, next unseen), the form (text, files,
 * recorders, "available to the student" for the expert), the list, the empty state and the loader.
 */
export function CommentThreadPanel({
  view,
  commands,
  onPickFiles,
  onRecord,
  recorders,
  headingLevel = 3,
  hideWhenEmpty = false,
}: CommentThreadPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const Heading = `h${headingLevel}` as const;

  // A deep link's comment (or the next unseen one) is scrolled to once it is drawn: the link is known
  // before the list loads, so the list's comments are a dependency too.
  const drawn = view.comments;
  useEffect(() => {
    if (view.focusCommentId === null || drawn.length === 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`#comment-${view.focusCommentId}`);
    if (!element) return;
    element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
    commands.focused();
  }, [view.focusCommentId, drawn, commands]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    commands.pressEnter({ ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey, alt: event.altKey });
  };

  if (hideWhenEmpty && !(view.phase === 'ready' && (view.comments.length > 0 || view.showForm))) return null;

  const expertBar = view.isStaff && !view.asStudent && view.phase === 'ready' && view.comments.length > 0;

  return (
    <section className={styles.thread} aria-labelledby={titleId} data-comment-thread="">
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('comments.title')} <span className={styles.count}>{view.count}</span>
        </Heading>
        {expertBar ? (
          <div className={styles.bar} role="toolbar" aria-label={t('comments.moderation')}>
            <Button
              size="sm"
              variant="secondary"
              disabled={view.isBusy}
              onClick={() => commands.bulk('read')}
            >
              {t('comments.mark_read')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={view.isBusy}
              onClick={() => commands.bulk('restrict')}
            >
              {t('comments.restrict_all')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={view.isBusy}
              onClick={() => commands.bulk('delete')}
            >
              {t('comments.delete_all')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={view.unreadIds.length === 0}
              onClick={() => commands.nextUnseen()}
            >
              {t('comments.next_unseen', { count: view.unreadIds.length })}
            </Button>
          </div>
        ) : null}
      </header>

      {view.phase === 'ready' && view.showForm ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            commands.send();
          }}
        >
          <label className={styles.label} htmlFor={textId}>
            {view.editingId !== null ? t('comments.edit_label') : t('comments.new_label')}
          </label>
          <textarea
            id={textId}
            className={styles.input}
            rows={3}
            value={view.text}
            placeholder={t('comments.placeholder')}
            aria-describedby={`${textId}-hint`}
            onChange={(event) => commands.changeText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p id={`${textId}-hint`} className={styles.hint}>
            {t('comments.enter_hint')}
          </p>
          {view.files.length > 0 ? (
            <ul className={styles.files} aria-label={t('comments.attached_files')}>
              {view.files.map((file) => (
                <li key={file.uuid} className={styles.file}>
                  <span>{file.name}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('comments.remove_file', { name: file.name })}
                    onClick={() => commands.removeFile(file.uuid)}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {view.isUploading ? <p className={styles.hint}>{t('comments.file_uploading')}</p> : null}
          <div className={styles.actions}>
            {view.isStaff && !view.asStudent ? (
              <Checkbox
                label={t('comments.available_to_student')}
                checked={!view.isPrivate}
                onCheckedChange={(checked) => commands.setPrivate(checked !== true)}
              />
            ) : null}
            {onPickFiles && view.canAttachFiles ? (
              <>
                <input
                  ref={fileInput}
                  type="file"
                  multiple
                  hidden
                  aria-label={t('comments.attach_file')}
                  onChange={(event) => {
                    onPickFiles([...(event.target.files ?? [])]);
                    event.target.value = '';
                  }}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => fileInput.current?.click()}
                >
                  {t('comments.attach_file')}
                </Button>
              </>
            ) : null}
            {onRecord && view.canRecordAudio ? (
              <Button type="button" size="sm" variant="secondary" onClick={() => onRecord('audio')}>
                {t('comments.record_audio')}
              </Button>
            ) : null}
            {onRecord && view.canRecordVideo ? (
              <Button type="button" size="sm" variant="secondary" onClick={() => onRecord('video')}>
                {t('comments.record_video')}
              </Button>
            ) : null}
            {recorders}
            {view.editingId !== null ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => commands.cancelEdit()}>
                {t('comments.cancel_edit')}
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={!view.canSend} loading={view.isSending}>
              {view.editingId !== null ? t('comments.save') : t('comments.send')}
            </Button>
          </div>
        </form>
      ) : null}
      {view.phase === 'ready' && !view.showForm && view.isDeleted ? (
        <p className={styles.hint}>{t('comments.closed_deleted')}</p>
      ) : null}

      {view.phase === 'loading' ? (
        <Spinner label={t('comments.loading')} />
      ) : view.phase === 'failed' ? (
        <EmptyState
          title={t('comments.load_failed')}
          headingLevel={4}
          action={
            <Button size="sm" variant="secondary" onClick={() => commands.reload()}>
              {t('comments.retry')}
            </Button>
          }
        />
      ) : view.comments.length === 0 ? (
        <p className={styles.empty}>{t('comments.empty')}</p>
      ) : (
        <ol ref={listRef} className={styles.list}>
          {view.comments.map((comment) => {
            const pending = comment.id === view.pendingId;
            const unread = view.isStaff && !comment.is_read;
            return (
              <li
                key={comment.id}
                id={pending ? undefined : `comment-${comment.id}`}
                tabIndex={-1}
                className={styles.comment}
                data-unread={unread || undefined}
                aria-busy={pending || undefined}
              >
                <div className={styles.meta}>
                  <span className={styles.author}>{comment.user.name || t('comments.you')}</span>
                  <time className={styles.date} dateTime={comment.created_at}>
                    {pending ? t('comments.sending') : comment.created_at_human}
                  </time>
                  {comment.is_private ? <Badge tone="neutral">{t('comments.private')}</Badge> : null}
                  {comment.is_restricted ? <Badge tone="warning">{t('comments.restricted')}</Badge> : null}
                  {unread ? <Badge tone="brand">{t('comments.unread')}</Badge> : null}
                </div>
                <CommentBody comment={comment} pending={pending} />
                {comment.files.length > 0 ? (
                  <ul className={styles.files}>
                    {comment.files.map((file) => (
                      <li key={file.uuid}>
                        {file.url ? (
                          <a href={file.url} target="_blank" rel="noopener noreferrer">
                            {file.original_name ?? file.uuid}
                          </a>
                        ) : (
                          <span>{file.original_name ?? file.uuid}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {!pending && (comment.can.edit || comment.can.delete || comment.can.toggle_visibility) ? (
                  <div className={styles.commentActions}>
                    {comment.can.edit && !view.asStudent ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={view.isBusy}
                        onClick={() => commands.startEdit(comment.id)}
                      >
                        {t('comments.edit')}
                      </Button>
                    ) : null}
                    {comment.can.toggle_visibility && !view.asStudent ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={view.isBusy}
                        onClick={() => commands.toggleVisibility(comment.id)}
                      >
                        {comment.is_private ? t('comments.make_public') : t('comments.make_private')}
                      </Button>
                    ) : null}
                    {comment.can.delete ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={view.isBusy}
                        onClick={() => commands.remove(comment.id)}
                      >
                        {t('comments.delete')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {view.phase === 'ready' && view.hasMore ? (
        <Button size="sm" variant="secondary" loading={view.isLoadingMore} onClick={() => commands.more()}>
          {t('comments.more')}
        </Button>
      ) : null}
    </section>
  );
}
