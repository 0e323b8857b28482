import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ClosedGroup } from '../../../core/api/index.ts';
import {
  CLOSED_GROUPS_PATH,
  type ClosedGroupView,
  closedGroupMachineWith,
  closedGroupPath,
  closedGroupRights,
} from '../../../core/closed-groups/index.ts';
import { ClosedGroupEditor, useClosedGroup } from '../../../ui/closed-groups/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { useNotify } from '../../../ui/notifications/index.ts';
import { api } from '../api.ts';
import { usePermissions } from '../session/use-session.ts';
import { closedGroupKeys } from './closed-groups-page.tsx';

/** The group page's machine, calling the server. */
const machine = closedGroupMachineWith(api.lessonEditor);

/** A page shown without a machine: an address that names no group, or a new group the role may not create. */
function standingView(phase: 'notFound' | 'forbidden', isNew = false): ClosedGroupView {
  return {
    phase,
    isNew,
    group: null,
    title: '',
    titleProblem: null,
    titleStatus: 'unchanged',
    canSubmitTitle: false,
    email: '',
    emailProblem: null,
    isAdding: false,
    canChangeMembers: false,
    members: [],
    removal: null,
    deletion: 'idle',
    failure: null,
  };
}

const NO_COMMANDS = {
  changeTitle() {},
  submitTitle() {},
  changeEmail() {},
  addMember() {},
  removeMember() {},
  confirmRemoval() {},
  cancelRemoval() {},
  deleteGroup() {},
  confirmDeletion() {},
  cancelDeletion() {},
  retryLoad() {},
  dismissFailure() {},
};

/** The group's id from the address: a positive whole number, `null` for `new`, undefined for anything else. */
function groupIdOf(param: string): number | null | undefined {
  if (param === 'new') return null;
  if (!/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * `/expert/closed-group/detail/{new|id}/settings/edit` (spec 1 §2): a new group, or a group's page. Each
 * address runs its own machine (keyed by the id), so a created group opens on its own address.
 */
export function ClosedGroupPage() {
  const { groupId: param = '' } = useParams();
  const rights = closedGroupRights(usePermissions().data?.permissions ?? []);
  const groupId = groupIdOf(param);
  if (groupId === undefined)
    return (
      <ClosedGroupEditor
        view={standingView('notFound')}
        commands={NO_COMMANDS}
        canDelete={false}
        backHref={CLOSED_GROUPS_PATH}
      />
    );
  if (groupId === null && !rights.canCreate)
    return (
      <ClosedGroupEditor
        view={standingView('forbidden', true)}
        commands={NO_COMMANDS}
        canDelete={false}
        backHref={CLOSED_GROUPS_PATH}
      />
    );
  return <GroupMachinePage key={param} groupId={groupId} canDelete={rights.canDelete} />;
}

function GroupMachinePage({ groupId, canDelete }: { groupId: number | null; canDelete: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useMemo(() => ({ groupId }), [groupId]);
  const { view, commands } = useClosedGroup(machine, input, {
    onCreated: (id) => {
      void queryClient.invalidateQueries({ queryKey: closedGroupKeys.list });
      navigate(closedGroupPath(id), { replace: true });
    },
    onDeleted: (id) => {
      queryClient.setQueryData<ClosedGroup[]>(closedGroupKeys.list, (list) =>
        list?.filter((group) => group.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: closedGroupKeys.list });
      notify.success(t('groups.deleted'), view.group?.title);
      navigate(CLOSED_GROUPS_PATH, { replace: true });
    },
  });
  return (
    <ClosedGroupEditor view={view} commands={commands} canDelete={canDelete} backHref={CLOSED_GROUPS_PATH} />
  );
}
