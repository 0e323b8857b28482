import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { ClosedGroup } from '../../core/api/lessons.ts';
import { closedGroupPath } from '../../core/closed-groups/index.ts';
import { ClosedGroupList, type ClosedGroupListProps } from '../../ui/closed-groups/index.ts';
import { StoryFrame } from '../story-frame.tsx';
import { storyGroups } from './closed-groups.fixture.ts';
import { ClosedGroupsTexts } from './closed-groups-texts.tsx';

export default { title: 'Closed groups / List' };

const base: ClosedGroupListProps = {
  state: 'ready',
  groups: storyGroups,
  onRetry() {},
  search: '',
  onSearchChange() {},
  canCreate: true,
  canOpen: true,
  canDelete: true,
  createHref: closedGroupPath('new'),
  hrefOf: closedGroupPath,
  deletion: null,
  onDelete() {},
  onConfirmDelete() {},
  onCancelDelete() {},
};

function List({ width, ...props }: Partial<ClosedGroupListProps> & { width?: number }) {
  return (
    <ClosedGroupsTexts>
      <StoryFrame width={width}>
        <ClosedGroupList {...base} {...props} />
      </StoryFrame>
    </ClosedGroupsTexts>
  );
}

/** The groups on their way. */
export const Loading: Story = () => <List state="loading" groups={[]} />;
/** The groups could not be loaded: Retry. */
export const LoadFailed: Story = () => <List state="failed" groups={[]} error="Failed to fetch" />;
/** No group yet, for someone who may create one. */
export const Empty: Story = () => <List groups={[]} />;
/** No group yet, for a curator. */
export const EmptyForCurator: Story = () => (
  <List groups={[]} canCreate={false} canOpen={false} canDelete={false} />
);
/** The school's groups. */
export const Groups: Story = () => <List />;
/** A curator sees titles and counts only. */
export const ForCurator: Story = () => <List canCreate={false} canOpen={false} canDelete={false} />;
/** A search that finds nothing. */
export const NothingFound: Story = () => <List search="<script>" />;
/** Deleting a group, asked first. */
export const ConfirmingDeletion: Story = () => (
  <List deletion={{ group: storyGroups[1]!, isDeleting: false }} />
);
/** The deletion on its way. */
export const Deleting: Story = () => <List deletion={{ group: storyGroups[1]!, isDeleting: true }} />;
/** The list on a 390 px phone. */
export const Phone: Story = () => <List width={390} />;
/** Search and delete for real (in memory). */
export const TryIt: Story = () => {
  const [groups, setGroups] = useState<ClosedGroup[]>(storyGroups);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<ClosedGroup | null>(null);
  return (
    <List
      groups={groups}
      search={search}
      onSearchChange={setSearch}
      deletion={confirming ? { group: confirming, isDeleting: false } : null}
      onDelete={setConfirming}
      onCancelDelete={() => setConfirming(null)}
      onConfirmDelete={() => {
        setGroups((list) => list.filter((group) => group.id !== confirming?.id));
        setConfirming(null);
      }}
    />
  );
};
