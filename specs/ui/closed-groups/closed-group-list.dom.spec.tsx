import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ClosedGroup } from '../../../core/api/lessons.ts';
import { closedGroupPath } from '../../../core/closed-groups/index.ts';
import { ClosedGroupList, type ClosedGroupListProps } from '../../../ui/closed-groups/index.ts';
import { renderGroups } from './render-groups.tsx';

const GROUPS: ClosedGroup[] = [
  { id: 7, title: 'Spring cohort', name: 'Spring cohort', members_count: 1 },
  { id: 8, title: 'Alumni', name: 'Alumni', members_count: 2 },
  { id: 9, title: 'Winter alumni', name: 'Winter alumni', members_count: 5 },
];

/** The list as the page drives it: search and the deletion to confirm held in state. */
function Harness(props: Partial<ClosedGroupListProps> & { onConfirm?: (group: ClosedGroup) => void }) {
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<ClosedGroup | null>(null);
  return (
    <ClosedGroupList
      state="ready"
      groups={GROUPS}
      onRetry={() => {}}
      search={search}
      onSearchChange={setSearch}
      canCreate
      canOpen
      canDelete
      createHref={closedGroupPath('new')}
      hrefOf={closedGroupPath}
      deletion={confirming ? { group: confirming, isDeleting: false } : null}
      onDelete={setConfirming}
      onConfirmDelete={() => {
        if (confirming) props.onConfirm?.(confirming);
        setConfirming(null);
      }}
      onCancelDelete={() => setConfirming(null)}
      {...props}
    />
  );
}

const titles = () =>
  screen.getAllByRole('listitem').map((row) => row.querySelector('a, span span')?.textContent);

describe('the closed groups list', () => {
  it('shows each group’s title, linked to its page, and its members counted', () => {
    renderGroups(<Harness />);
    expect(screen.getByRole('link', { name: 'Alumni' }).getAttribute('href')).toBe(
      '/expert/closed-group/detail/8/settings/edit',
    );
    expect(screen.getByText('1 member')).toBeTruthy();
    expect(screen.getByText('2 members')).toBeTruthy();
  });

  it('counts members in Ukrainian and Russian plural forms', () => {
    renderGroups(<Harness />, 'uk');
    expect(screen.getByText('1 учасник')).toBeTruthy();
    expect(screen.getByText('2 учасники')).toBeTruthy();
    expect(screen.getByText('5 учасників')).toBeTruthy();
  });

  it('finds groups by any part of the title, in any case, and says when none has it', async () => {
    const user = userEvent.setup();
    renderGroups(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search groups by title' }), 'ALUM');
    expect(titles()).toEqual(['Alumni', 'Winter alumni']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '<img src=x>');
    expect(screen.getByRole('status').textContent).toBe('No group’s title contains “<img src=x>”.');
    expect(document.querySelector('img')).toBeNull();
  });

  it('deletes a group only after the confirmation, by keyboard too', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderGroups(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete the group Alumni' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Alumni”?' });
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete the group Alumni' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete group' }));
    expect(onConfirm).toHaveBeenCalledWith(GROUPS[1]);
    expect(dialog.isConnected).toBe(false);
  });

  it('waits on the confirm button while the deletion is sent', () => {
    renderGroups(<Harness deletion={{ group: GROUPS[0]!, isDeleting: true }} />);
    const dialog = screen.getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete group' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
  });

  it('shows a curator titles and counts only: no create, no links, no delete', () => {
    renderGroups(<Harness canCreate={false} canOpen={false} canDelete={false} />);
    expect(screen.getByText('Alumni')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('has a loading state, a failure with Retry, and an empty state that offers the first group', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderGroups(<Harness state="loading" groups={[]} />);
    expect(screen.getByRole('status').textContent).toContain('Loading groups');
    rerender(<Harness state="failed" groups={[]} error="Failed to fetch" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'The groups could not be loaded.' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<Harness groups={[]} />);
    expect(screen.getByRole('heading', { name: 'No closed groups yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New group' }).getAttribute('href')).toBe(closedGroupPath('new'));
    rerender(<Harness groups={[]} canCreate={false} />);
    expect(screen.queryByRole('link', { name: 'New group' })).toBeNull();
    expect(screen.getByText('Groups your school creates appear here.')).toBeTruthy();
  });
});
