import type { FormEvent } from 'react';
import type { ClosedGroupView } from '../../core/closed-groups/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { CheckIcon, ChevronLeftIcon, CloseIcon, DangerIcon } from '../icons/index.ts';
import { PageHeader } from '../layout/index.ts';
import { DeleteConfirmModal } from '../modal/index.ts';
import { Button, EmptyState, Spinner, TextField } from '../primitives/index.ts';
import styles from './closed-group-editor.module.css';
import { ClosedGroupMembers } from './closed-group-members.tsx';
import { failureTitle, fieldProblemText } from './closed-group-texts.ts';

/** What a person can do on a group's page (the hook sends them to the machine). */
export interface ClosedGroupCommands {
  changeTitle(title: string): void;
  /** Create (new-group page) or save the title (a group's page). */
  submitTitle(): void;
  changeEmail(email: string): void;
  addMember(): void;
  removeMember(memberId: number): void;
  confirmRemoval(): void;
  cancelRemoval(): void;
  deleteGroup(): void;
  confirmDeletion(): void;
  cancelDeletion(): void;
  retryLoad(): void;
  dismissFailure(): void;
}

/** Props of the ClosedGroupEditor. */
export interface ClosedGroupEditorProps {
  view: ClosedGroupView;
  commands: ClosedGroupCommands;
  /** The person's role may delete groups (`closed_group` delete). */
  canDelete: boolean;
  /** The list of the school's groups. */
  backHref: string;
}

/**
 * The new-group page and a group's page (`/expert/closed-group/detail/{new|id}/settings/edit`): the title
 * (created, or renamed with its save line), the members (added by email, removed after confirming) and
 * the group's deletion; loading, not found, not allowed and a failed load with Retry.
 */
export function ClosedGroupEditor({ view, commands, canDelete, backHref }: ClosedGroupEditorProps) {
  const { t } = useTranslation();
  const back = (
    <Button variant="ghost" size="sm" href={backHref} iconStart={<ChevronLeftIcon size={16} />}>
      {t('groups.back')}
    </Button>
  );

  if (view.phase === 'loading' || view.phase === 'deleted') {
    return (
      <>
        <PageHeader eyebrow={back} title={t('menu.closed_groups')} />
        <div className={styles.loading}>
          <Spinner label={t('ui.loading')} />
        </div>
      </>
    );
  }
  if (view.phase === 'loadFailed') {
    return (
      <>
        <PageHeader eyebrow={back} title={t('menu.closed_groups')} />
        <EmptyState
          icon={<DangerIcon size={28} />}
          title={t('groups.load_group_failed')}
          text={view.failure?.message}
          action={
            <Button variant="secondary" onClick={commands.retryLoad}>
              {t('groups.retry')}
            </Button>
          }
        />
      </>
    );
  }
  if (view.phase === 'notFound' || view.phase === 'forbidden') {
    const key = view.phase === 'notFound' ? 'not_found' : 'forbidden';
    const text =
      view.phase === 'forbidden' && view.isNew ? 'groups.create_not_allowed' : `groups.${key}_text`;
    return (
      <>
        <PageHeader eyebrow={back} title={t('menu.closed_groups')} />
        <EmptyState
          title={t(`groups.${key}_title`)}
          text={t(text)}
          action={<Button href={backHref}>{t('groups.back')}</Button>}
        />
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commands.submitTitle();
  };
  const busyTitle = view.phase === 'creating' || view.titleStatus === 'saving';

  return (
    <>
      <PageHeader
        eyebrow={back}
        title={view.isNew ? t('groups.new_title') : (view.group?.title ?? '')}
        description={view.isNew ? t('groups.new_description') : undefined}
      />
      {view.failure ? (
        <div role="alert" className={styles.failure}>
          <DangerIcon size={18} />
          <p className={styles.failureText}>
            <strong>{failureTitle(view.failure, t)}</strong> {view.failure.message}
          </p>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            className={styles.touch}
            aria-label={t('groups.dismiss')}
            onClick={commands.dismissFailure}
          >
            <CloseIcon size={16} />
          </Button>
        </div>
      ) : null}
      <section className={styles.panel} aria-labelledby="group-title-heading">
        <h2 id="group-title-heading" className={styles.heading}>
          {t('groups.settings_heading')}
        </h2>
        <form className={styles.titleForm} onSubmit={submit} noValidate>
          <TextField
            label={t('groups.title_label')}
            required
            autoComplete="off"
            fieldClassName={styles.grow}
            value={view.title}
            onChange={(event) => commands.changeTitle(event.target.value)}
            error={fieldProblemText(view.titleProblem, 'title', t)}
            autoFocus={view.isNew}
          />
          <Button
            type="submit"
            className={styles.submit}
            loading={busyTitle}
            disabled={!busyTitle && !view.canSubmitTitle}
          >
            {view.isNew ? t('groups.create_submit') : t('groups.save')}
          </Button>
        </form>
        {view.isNew ? null : (
          <p role="status" className={styles.status} data-status={view.titleStatus}>
            {view.titleStatus === 'saved' ? <CheckIcon size={16} /> : null}
            {view.titleStatus === 'unchanged' ? '' : t(`groups.status_${view.titleStatus}`)}
          </p>
        )}
      </section>
      {view.isNew ? null : <ClosedGroupMembers view={view} commands={commands} />}
      {!view.isNew && canDelete ? (
        <section className={`${styles.panel} ${styles.danger}`} aria-labelledby="group-delete-heading">
          <h2 id="group-delete-heading" className={styles.heading}>
            {t('groups.danger_heading')}
          </h2>
          <p className={styles.muted}>{t('groups.danger_text')}</p>
          <div>
            <Button variant="danger" className={styles.touch} onClick={commands.deleteGroup}>
              {t('groups.delete')}
            </Button>
          </div>
        </section>
      ) : null}
      <DeleteConfirmModal
        open={view.deletion !== 'idle'}
        onOpenChange={(open) => (open ? undefined : commands.cancelDeletion())}
        title={t('groups.delete_title', { title: view.group?.title ?? '' })}
        text={t('groups.delete_text')}
        confirmLabel={t('groups.delete')}
        onConfirm={commands.confirmDeletion}
        loading={view.deletion === 'deleting'}
      />
    </>
  );
}
