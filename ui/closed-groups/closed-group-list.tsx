import type { ClosedGroup } from '../../core/api/lessons.ts';
import { groupsMatching } from '../../core/closed-groups/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { DangerIcon, TrashIcon, UsersIcon } from '../icons/index.ts';
import { DeleteConfirmModal } from '../modal/index.ts';
import { Button, EmptyState, Spinner, TextField } from '../primitives/index.ts';
import { useLinkComponent } from '../primitives/link-component.tsx';
import styles from './closed-group-list.module.css';

/** Where the school's list of groups stands. */
export type ClosedGroupListState = 'loading' | 'failed' | 'ready';

/** Props of the ClosedGroupList. */
export interface ClosedGroupListProps {
  state: ClosedGroupListState;
  groups: readonly ClosedGroup[];
  /** Why the list could not be loaded. */
  error?: string;
  onRetry(): void;
  search: string;
  onSearchChange(search: string): void;
  /** What the person's role allows: create groups, open one to edit it, delete them. */
  canCreate: boolean;
  canOpen: boolean;
  canDelete: boolean;
  createHref: string;
  hrefOf(groupId: number): string;
  /** The group whose deletion is being confirmed or sent. */
  deletion: { group: ClosedGroup; isDeleting: boolean } | null;
  onDelete(group: ClosedGroup): void;
  onConfirmDelete(): void;
  onCancelDelete(): void;
}

/** The school's closed groups (title, members), searched by title, each opened or deleted as the role allows. */
export function ClosedGroupList(props: ClosedGroupListProps) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const { state, groups, search, deletion } = props;
  const create = props.canCreate ? <Button href={props.createHref}>{t('groups.create')}</Button> : null;

  if (state === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('groups.loading')} />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <EmptyState
        icon={<DangerIcon size={28} />}
        title={t('groups.load_failed')}
        text={props.error}
        action={
          <Button variant="secondary" onClick={props.onRetry}>
            {t('groups.retry')}
          </Button>
        }
      />
    );
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<UsersIcon size={28} />}
        title={t('groups.empty_title')}
        text={props.canCreate ? t('groups.empty_text') : t('groups.empty_text_readonly')}
        action={create}
      />
    );
  }
  const shown = groupsMatching(groups, search);
  return (
    <div className={styles.list}>
      <TextField
        type="search"
        label={t('groups.search_label')}
        hideLabel
        placeholder={t('groups.search_placeholder')}
        value={search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        fieldClassName={styles.search}
      />
      {shown.length === 0 ? (
        <p role="status" className={styles.nothing}>
          {t('groups.nothing_found', { search: search.trim() })}
        </p>
      ) : (
        <ul className={styles.rows} aria-label={t('menu.closed_groups')}>
          {shown.map((group) => (
            <li key={group.id} className={styles.row}>
              <span className={styles.what}>
                {props.canOpen ? (
                  <Link href={props.hrefOf(group.id)} className={styles.title}>
                    {group.title}
                  </Link>
                ) : (
                  <span className={styles.title}>{group.title}</span>
                )}
                <span className={styles.meta}>
                  {t('groups.members_count', { count: group.members_count })}
                </span>
              </span>
              {props.canDelete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  className={styles.touch}
                  aria-label={t('groups.delete_named', { title: group.title })}
                  onClick={() => props.onDelete(group)}
                >
                  <TrashIcon size={16} />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirmModal
        open={deletion !== null}
        onOpenChange={(open) => (open ? undefined : props.onCancelDelete())}
        title={t('groups.delete_title', { title: deletion?.group.title ?? '' })}
        text={t('groups.delete_text')}
        confirmLabel={t('groups.delete')}
        onConfirm={props.onConfirmDelete}
        loading={deletion?.isDeleting ?? false}
      />
    </div>
  );
}
