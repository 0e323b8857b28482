import type { Story } from '@ladle/react';
import { useState } from 'react';
import { CLOSED_GROUP_NOT_IN_SCHOOL } from '../../core/api/lessons.ts';
import { CLOSED_GROUPS_PATH, type ClosedGroupView } from '../../core/closed-groups/index.ts';
import { ClosedGroupEditor } from '../../ui/closed-groups/index.ts';
import { StoryFrame } from '../story-frame.tsx';
import { inertCommands, ready, viewAt } from './closed-groups.fixture.ts';
import { ClosedGroupsTexts } from './closed-groups-texts.tsx';

export default { title: 'Closed groups / Group page' };

function Page({
  view,
  width,
  canDelete = true,
}: {
  view: ClosedGroupView;
  width?: number;
  canDelete?: boolean;
}) {
  return (
    <ClosedGroupsTexts>
      <StoryFrame width={width}>
        <ClosedGroupEditor
          view={view}
          commands={inertCommands}
          canDelete={canDelete}
          backHref={CLOSED_GROUPS_PATH}
        />
      </StoryFrame>
    </ClosedGroupsTexts>
  );
}

const blank = { group: null, title: '' };

/** The new-group page, nothing typed yet. */
export const Drafting: Story = () => <Page view={viewAt('drafting', blank)} />;
/** Create pressed with no title: the error at the field. */
export const DraftingTitleRequired: Story = () => (
  <Page view={viewAt('drafting', { ...blank, titleProblem: { kind: 'required' } })} />
);
/** The group on its way to the server. */
export const Creating: Story = () => <Page view={viewAt('creating', { ...blank, title: 'Spring cohort' })} />;
/** The group on its way from the server. */
export const Loading: Story = () => <Page view={viewAt('loading', { group: null, title: '' })} />;
/** The group could not be loaded: Retry. */
export const LoadFailed: Story = () => (
  <Page
    view={viewAt('loadFailed', {
      group: null,
      failure: { operation: 'load', message: 'Failed to fetch', status: null },
    })}
  />
);
/** No such group in this school. */
export const NotFound: Story = () => <Page view={viewAt('notFound', { group: null })} />;
/** The role may not edit groups. */
export const Forbidden: Story = () => <Page view={viewAt('forbidden', { group: null })} />;
/** The group with its members, nothing going on (a member's name with markup shows as text). */
export const Ready: Story = () => <Page view={viewAt(ready())} />;
/** The title typed and not saved yet. */
export const TitleChanged: Story = () => <Page view={viewAt(ready(), { title: 'Spring cohort 2025' })} />;
/** The title being saved. */
export const TitleSaving: Story = () => (
  <Page view={viewAt(ready({ title: 'saving' }), { title: 'Spring cohort 2025' })} />
);
/** The title saved. */
export const TitleSaved: Story = () => <Page view={viewAt(ready({ title: 'saved' }))} />;
/** A rename that failed for no reason a field explains. */
export const RenameFailed: Story = () => (
  <Page
    view={viewAt(ready(), {
      title: 'Spring cohort 2025',
      failure: { operation: 'rename', message: 'Failed to fetch', status: null },
    })}
  />
);
/** A member being added. */
export const Adding: Story = () => (
  <Page view={viewAt(ready({ members: 'adding' }), { email: 'maria@example.com' })} />
);
/** The server's refusal of an email of no one in the school, at the field. */
export const AddRefused: Story = () => (
  <Page
    view={viewAt(ready(), {
      email: 'nobody@example.com',
      emailProblem: { kind: 'server', message: CLOSED_GROUP_NOT_IN_SCHOOL },
    })}
  />
);
/** Removing a member, asked first. */
export const ConfirmingRemoval: Story = () => (
  <Page
    view={viewAt(ready({ members: 'confirmingRemoval' }), {
      removal: { id: 1, name: 'Olena Kovalenko', email: 'olena@example.com' },
    })}
  />
);
/** The removal on its way: the confirm button waits. */
export const Removing: Story = () => (
  <Page
    view={viewAt(ready({ members: 'removing' }), {
      removal: { id: 1, name: 'Olena Kovalenko', email: 'olena@example.com' },
    })}
  />
);
/** A group without members. */
export const NoMembers: Story = () => (
  <Page
    view={viewAt(ready(), {
      group: { id: 7, title: 'Spring cohort', name: 'Spring cohort', members_count: 0, members: [] },
    })}
  />
);
/** Deleting the group, asked first. */
export const ConfirmingDeletion: Story = () => <Page view={viewAt(ready({ deletion: 'confirming' }))} />;
/** The deletion on its way. */
export const Deleting: Story = () => <Page view={viewAt(ready({ deletion: 'deleting' }))} />;
/** The group is gone; the page is on its way to the list. */
export const Deleted: Story = () => <Page view={viewAt('deleted')} />;
/** A role that may edit but not delete: no delete section. */
export const WithoutDelete: Story = () => <Page view={viewAt(ready())} canDelete={false} />;
/** The group page on a 390 px phone. */
export const Phone: Story = () => (
  <Page view={viewAt(ready(), { title: 'Spring cohort 2025' })} width={390} />
);
/** Type a title and members: the page reacts as the machine would (try it). */
export const TryTyping: Story = () => {
  const [title, setTitle] = useState('Spring cohort');
  const [email, setEmail] = useState('');
  const view = viewAt(ready(), { title, email });
  return (
    <ClosedGroupsTexts>
      <StoryFrame>
        <ClosedGroupEditor
          view={view}
          commands={{ ...inertCommands, changeTitle: setTitle, changeEmail: setEmail }}
          canDelete
          backHref="/expert/closed-groups"
        />
      </StoryFrame>
    </ClosedGroupsTexts>
  );
};
