import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../core/api/index.ts';
import { CLOSED_GROUPS_PATH, closedGroupMachineWith } from '../../../core/closed-groups/index.ts';
import { ClosedGroupEditor, useClosedGroup } from '../../../ui/closed-groups/index.ts';
import { fakeGroupsServer, groupFixture } from '../../core/closed-groups/closed-group.fakes.ts';
import { renderGroups } from './render-groups.tsx';

type Server = ReturnType<typeof fakeGroupsServer>;

function Page(props: {
  server: Server;
  groupId: number | null;
  canDelete?: boolean;
  onCreated?: (id: number) => void;
  onDeleted?: (id: number) => void;
}) {
  const { view, commands } = useClosedGroup(
    closedGroupMachineWith(props.server),
    { groupId: props.groupId },
    { onCreated: props.onCreated, onDeleted: props.onDeleted },
  );
  return (
    <ClosedGroupEditor
      view={view}
      commands={commands}
      canDelete={props.canDelete ?? true}
      backHref={CLOSED_GROUPS_PATH}
    />
  );
}

function open(
  server: Server,
  groupId: number | null,
  extra: Partial<Parameters<typeof Page>[0]> = {},
  language: Language = 'en',
) {
  const user = userEvent.setup();
  renderGroups(<Page server={server} groupId={groupId} {...extra} />, language);
  return user;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;

describe('the new-group page', () => {
  it('asks for a title at the field, then creates the group and tells the page its id', async () => {
    const server = fakeGroupsServer([]);
    const onCreated = vi.fn();
    const user = open(server, null, { onCreated });
    expect(screen.getByRole('heading', { level: 1, name: 'New closed group' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const title = field('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give the group a title.')).toBeTruthy();
    expect(server.calls).toEqual([]);
    await user.type(title, 'x'.repeat(201));
    await user.keyboard('{Enter}');
    expect(screen.getByText('A title is at most 200 characters.')).toBeTruthy();
    await user.clear(title);
    await user.type(title, 'Spring cohort{Enter}');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(100));
    expect(server.groups.get(100)?.title).toBe('Spring cohort');
  });
});

describe('a group’s page', () => {
  it('shows the group, renames it with the save line, and reads it again', async () => {
    const server = fakeGroupsServer();
    const user = open(server, 19);
    await screen.findByRole('heading', { level: 1, name: 'Insiders' });
    expect(screen.getByText('Taras Student')).toBeTruthy();
    expect(screen.getByText('student@lectern.test')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const title = field('Title');
    await user.clear(title);
    await user.type(title, 'Alumni');
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    await user.click(save);
    await screen.findByText('Saved');
    expect(screen.getByRole('heading', { level: 1, name: 'Alumni' })).toBeTruthy();
    expect(server.groups.get(19)?.title).toBe('Alumni');
  });

  it('shows the refusal of an unknown email at the field, then adds and removes a member', async () => {
    const server = fakeGroupsServer();
    const user = open(server, 19);
    await screen.findByText('Taras Student');
    const email = field('Email of a person');
    await user.type(email, 'not an email{Enter}');
    expect(screen.getByText('Enter a valid email.')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'nobody@lectern.test{Enter}');
    await screen.findByText('No one in your school has this email.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.clear(email);
    await user.type(email, 'curator@lectern.test');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await screen.findByText('Kateryna Curator');
    expect(email.value).toBe('');
    expect(screen.getByRole('heading', { name: 'Members (2)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Taras Student from the group' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Taras Student from the group?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Taras Student')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Taras Student from the group' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Taras Student')).toBeNull());
    expect(server.groups.get(19)?.members.map((member) => member.name)).toEqual(['Kateryna Curator']);
  });

  it('says the refusal in Ukrainian', async () => {
    const user = open(fakeGroupsServer(), 19, {}, 'uk');
    await screen.findByText('Taras Student');
    await user.type(field('Електронна пошта'), 'nobody@lectern.test{Enter}');
    await screen.findByText('У вашій школі немає нікого з такою електронною поштою.');
  });

  it('deletes the group after the confirmation and tells the page', async () => {
    const server = fakeGroupsServer();
    const onDeleted = vi.fn();
    const user = open(server, 19, { onDeleted });
    await screen.findByText('Taras Student');
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Insiders”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(19));
    expect(server.groups.size).toBe(0);
  });

  it('offers no deletion to a role that may not delete', async () => {
    open(fakeGroupsServer(), 19, { canDelete: false });
    await screen.findByText('Taras Student');
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
  });

  it('shows member names as text, never as markup', async () => {
    const server = fakeGroupsServer([
      groupFixture({ members: [{ id: 5, name: '<img src=x onerror=alert(1)>', email: 'x@lectern.test' }] }),
    ]);
    open(server, 19);
    await screen.findByText('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('says a group that is not there (or another school’s) is not found, with the way back', async () => {
    open(fakeGroupsServer(), 5);
    await screen.findByRole('heading', { name: 'Group not found' });
    const back = screen.getAllByRole('link', { name: 'All groups' });
    expect(back.map((link) => link.getAttribute('href'))).toContain(CLOSED_GROUPS_PATH);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('retries a failed load', async () => {
    const server = fakeGroupsServer();
    let failing = true;
    const flaky = {
      ...server,
      closedGroup: async (id: number) => {
        if (failing) throw new TypeError('Failed to fetch');
        return server.closedGroup(id);
      },
    };
    const user = open(flaky, 19);
    await screen.findByRole('heading', { name: 'The group could not be loaded.' });
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Taras Student');
  });
});
