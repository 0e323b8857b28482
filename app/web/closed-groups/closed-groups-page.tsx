import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ClosedGroup, errorMessage } from '../../../core/api/index.ts';
import { closedGroupPath, closedGroupRights } from '../../../core/closed-groups/index.ts';
import { ClosedGroupList } from '../../../ui/closed-groups/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { useNotify } from '../../../ui/notifications/index.ts';
import { Button } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { usePermissions } from '../session/use-session.ts';

/** Query keys of the school's closed groups. */
export const closedGroupKeys = { list: ['closed-groups'] as const };

/**
 * `/expert/closed-groups` (spec 1 §2): the school's closed groups, a plain read (TanStack Query), searched
 * by title on the page; creating, opening and deleting as the role allows (`closed_group` create, edit,
 * delete).
 */
export function ClosedGroupsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const rights = closedGroupRights(usePermissions().data?.permissions ?? []);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<ClosedGroup | null>(null);
  const groups = useQuery({
    queryKey: closedGroupKeys.list,
    queryFn: () => api.lessonEditor.closedGroups(),
  });
  const remove = useMutation({
    mutationFn: (group: ClosedGroup) => api.lessonEditor.deleteClosedGroup(group.id),
    onSuccess: (_answer, group) => {
      queryClient.setQueryData<ClosedGroup[]>(closedGroupKeys.list, (list) =>
        list?.filter((other) => other.id !== group.id),
      );
      notify.success(t('groups.deleted'), group.title);
    },
    onError: (error) => notify.danger(t('groups.delete_failed'), errorMessage(error)),
    onSettled: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: closedGroupKeys.list });
    },
  });
  return (
    <>
      <PageHeader
        title={t('menu.closed_groups')}
        description={t('groups.list_description')}
        actions={
          rights.canCreate && groups.data && groups.data.length > 0 ? (
            <Button href={closedGroupPath('new')}>{t('groups.create')}</Button>
          ) : undefined
        }
      />
      <ClosedGroupList
        state={groups.isPending ? 'loading' : groups.isError ? 'failed' : 'ready'}
        groups={groups.data ?? []}
        error={groups.isError ? errorMessage(groups.error) : undefined}
        onRetry={() => void groups.refetch()}
        search={search}
        onSearchChange={setSearch}
        canCreate={rights.canCreate}
        canOpen={rights.canOpen}
        canDelete={rights.canDelete}
        createHref={closedGroupPath('new')}
        hrefOf={closedGroupPath}
        deletion={confirming ? { group: confirming, isDeleting: remove.isPending } : null}
        onDelete={setConfirming}
        onConfirmDelete={() => confirming && remove.mutate(confirming)}
        onCancelDelete={() => setConfirming(null)}
      />
    </>
  );
}
