import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { publicPageInput, publicPageMachineWith } from '../../../core/public-page/index.ts';
import { FIXTURE_COVER } from '../../../stories/public-page/public-page.fixture.ts';
import { PublicPageEditor, usePublicPage } from '../../../ui/public-page/index.ts';
import {
  type FakePageServer,
  fakePageServer,
  pageFixture,
} from '../../core/public-page/public-page.fakes.ts';
import { renderPage } from './render-public-page.tsx';

// usePublicPage drives a real editor (the lesson editing machine with the page's calls) against a page
// server in memory: what the expert does on screen reaches the server as whole saves of the page.

function Page({ server }: { server: FakePageServer }) {
  const [machine] = useState(() => publicPageMachineWith(server.calls));
  const actor = useActorRef(machine, { input: publicPageInput(3) });
  const { view, commands } = usePublicPage(actor);
  return <PublicPageEditor view={view} commands={commands} />;
}

async function open(server = fakePageServer()) {
  server.state.autoAnswer = true;
  renderPage(<Page server={server} />);
  await act(async () => undefined);
  return server;
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('usePublicPage', () => {
  it('shows the server’s page and saves a block added from the menu at once', async () => {
    const user = userEvent.setup();
    const server = await open();
    expect(titles()).toEqual(['What you will learn', 'Trailer']);
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('menuitem', { name: 'Text' }));
    await act(async () => undefined);
    expect(titles()).toEqual(['What you will learn', 'Trailer', 'Block #3 (Text)']);
    expect(server.sent.at(-1)?.info_units.map((unit) => [unit.id, unit.type_id])).toEqual([
      [31, 3],
      [32, 2],
      [null, 3],
    ]);
    expect(server.stored.info_units).toHaveLength(3);
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('shows typed description at once and saves it once, after the typing pauses', async () => {
    const user = userEvent.setup();
    const server = await open(fakePageServer(pageFixture({ description: null })));
    const field = screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement;
    await user.type(field, 'Read in a week');
    expect(field.value).toBe('Read in a week');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(server.sent).toHaveLength(0);
    await waitFor(() => expect(server.sent).toHaveLength(1), { timeout: 3000 });
    expect(server.sent[0]).toMatchObject({ version: 4, description: 'Read in a week' });
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
  });

  it('after a 409 keeps the expert’s change on screen and Keep mine saves it over the newer version', async () => {
    const user = userEvent.setup();
    const server = await open(fakePageServer(pageFixture({ image: FIXTURE_COVER })));
    server.changeElsewhere((page) => ({ ...page, description: 'Theirs' }));
    await user.click(screen.getByRole('button', { name: 'Remove cover' }));
    const dialog = await screen.findByRole('dialog', { name: 'This public page was changed elsewhere' });
    expect(screen.queryByRole('img', { name: /Cover of/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(server.sent.at(-1)).toMatchObject({ version: 5, image: null });
    expect(server.stored).toMatchObject({ image: null, version: 6 });
  });
});
