import type { FormEvent } from 'react';
import type { ClosedGroupView } from '../../core/closed-groups/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { UsersIcon } from '../icons/index.ts';
import { DeleteConfirmModal } from '../modal/index.ts';
import { Button, EmptyState, TextField } from '../primitives/index.ts';
import styles from './closed-group-editor.module.css';
import type { ClosedGroupCommands } from './closed-group-editor.tsx';
import { fieldProblemText } from './closed-group-texts.ts';

/** Props of the ClosedGroupMembers. */
export interface ClosedGroupMembersProps {
  view: ClosedGroupView;
  commands: ClosedGroupCommands;
}

/** A group's members (name, email), a field that adds a person of the school by email, and removal after confirming. */
export function ClosedGroupMembers({ view, commands }: ClosedGroupMembersProps) {
  const { t } = useTranslation();
  const add = (event: FormEvent) => {
    event.preventDefault();
    commands.addMember();
  };
  const removing = view.removal?.member;
  return (
    <section className={styles.panel} aria-labelledby="group-members-heading">
      <h2 id="group-members-heading" className={styles.heading}>
        {t('groups.members_heading')} <span className={styles.count}>({view.members.length})</span>
      </h2>
      <form className={styles.titleForm} onSubmit={add} noValidate>
        <TextField
          type="email"
          inputMode="email"
          autoComplete="off"
          label={t('groups.member_email_label')}
          fieldClassName={styles.grow}
          value={view.email}
          readOnly={view.isAdding}
          onChange={(event) => commands.changeEmail(event.target.value)}
          error={fieldProblemText(view.emailProblem, 'email', t)}
        />
        <Button
          type="submit"
          variant="secondary"
          className={styles.submit}
          loading={view.isAdding}
          disabled={!view.isAdding && !view.canChangeMembers}
        >
          {t('groups.add_member')}
        </Button>
      </form>
      {view.members.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={3}
          icon={<UsersIcon size={24} />}
          title={t('groups.members_empty')}
        />
      ) : (
        <ul className={styles.members} aria-label={t('groups.members_heading')}>
          {view.members.map((member) => (
            <li key={member.id} className={styles.member}>
              <span className={styles.who}>
                <span className={styles.name}>{member.name}</span>
                <span className={styles.muted}>{member.email}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                className={styles.touch}
                aria-label={t('groups.remove_named', { name: member.name })}
                disabled={!view.canChangeMembers}
                onClick={() => commands.removeMember(member.id)}
              >
                {t('groups.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirmModal
        open={view.removal !== null}
        onOpenChange={(open) => (open ? undefined : commands.cancelRemoval())}
        title={t('groups.remove_title', { name: removing?.name ?? '' })}
        text={t('groups.remove_text')}
        confirmLabel={t('groups.remove')}
        onConfirm={commands.confirmRemoval}
        loading={view.removal?.isRemoving ?? false}
      />
    </section>
  );
}
