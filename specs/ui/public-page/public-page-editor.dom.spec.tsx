import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../../../stories/lesson-editor/lesson-constructor.fixture.ts';
import {
  FIXTURE_COVER,
  fixturePageView,
  inertPageCommands,
} from '../../../stories/public-page/public-page.fixture.ts';
import {
  type PublicPageCommands,
  PublicPageEditor,
  type PublicPageView,
} from '../../../ui/public-page/index.ts';
import { renderPage } from './render-public-page.tsx';

// The public page screen from its view model: what the expert sees and which command each control sends.

function show(view: Partial<PublicPageView> = {}, language: 'en' | 'uk' | 'ru' = 'en') {
  const commands: PublicPageCommands = Object.fromEntries(
    Object.keys(inertPageCommands).map((name) => [name, vi.fn()]),
  ) as unknown as PublicPageCommands;
  renderPage(<PublicPageEditor view={fixturePageView(view)} commands={commands} />, language);
  return commands;
}

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('the public page screen', () => {
  it('shows the course’s page: its cover, description and blocks, and offers only a page’s block types', async () => {
    const user = userEvent.setup();
    show({ cover: FIXTURE_COVER });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Public page of “Ukrainian for Beginners”',
    );
    expect(screen.getByRole('img', { name: 'Cover of “Ukrainian for Beginners”' }).getAttribute('src')).toBe(
      FIXTURE_COVER,
    );
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe(
      'Four short lessons to read, greet and introduce yourself in Ukrainian.',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'What you will learn',
      'Trailer',
      'Programme',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Text',
      'Audio',
      'Video',
      'Files',
    ]);
  });

  it('sends what is typed in the description, and a block picked from the menu', async () => {
    const user = userEvent.setup();
    const commands = show({ description: '' });
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Hi');
    expect(vi.mocked(commands.changeDescription).mock.calls).toEqual([['H'], ['i']]);
    expect(screen.getByText(/0 \/ 5000/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('menuitem', { name: 'Video' }));
    expect(commands.addBlock).toHaveBeenCalledWith(2);
  });

  it('takes a JPEG, PNG or WebP as the cover and refuses any other file with a sentence', async () => {
    const commands = show();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('.jpeg,.jpg,.png,.webp');
    fireEvent.change(input, { target: { files: [file('notes.pdf', 'application/pdf')] } });
    expect(screen.getByRole('alert').textContent).toBe('“notes.pdf” is not a JPEG, PNG or WebP image.');
    expect(commands.pickCover).not.toHaveBeenCalled();
    const cover = file('cover.PNG', 'image/png');
    fireEvent.change(input, { target: { files: [cover] } });
    expect(commands.pickCover).toHaveBeenCalledWith(cover);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No cover yet. A wide JPEG, PNG or WebP image looks best.')).toBeTruthy();
  });

  it('shows the cover’s upload and its failure, and removes a cover', async () => {
    const user = userEvent.setup();
    show({ coverUpload: { progress: 40, error: null } });
    expect(screen.getByRole('progressbar', { name: 'Uploading the cover: 40%' })).toBeTruthy();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).disabled).toBe(true);

    const failed = show({
      coverUpload: { progress: 0, error: 'The file is too large.' },
      cover: FIXTURE_COVER,
    });
    expect(screen.getAllByRole('alert').at(-1)?.textContent).toBe(
      'The cover was not uploaded: The file is too large.',
    );
    await user.click(screen.getAllByRole('button', { name: 'Remove cover' }).at(-1)!);
    expect(failed.removeCover).toHaveBeenCalled();
  });

  it('shows a failed save with Retry, and the 409 choice in the page’s words', async () => {
    const user = userEvent.setup();
    const commands = show({ save: 'failed', saveError: 'The connection was lost.', canEdit: false });
    expect(screen.getByText('Not saved: The connection was lost.').closest('[role="status"]')).not.toBeNull();
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(commands.retrySave).toHaveBeenCalled();

    const conflict = show({ conflict: true, canEdit: false });
    const dialog = screen.getByRole('dialog', { name: 'This public page was changed elsewhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(conflict.keepMine).toHaveBeenCalled();
  });

  it('shows what people typed as text, never as markup', () => {
    show({
      description: '<script>alert(1)</script>',
      blocks: [fixtureBlock(3, 'unit-1', { id: 1, title: '<img src=x onerror=alert(2)>' })],
    });
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe(
      '<script>alert(1)</script>',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('<img src=x onerror=alert(2)>');
    expect(document.querySelector('script, img[src="x"]')).toBeNull();
  });

  it('has a loading state, a failed one with Retry, and an empty page that invites the first block', async () => {
    const user = userEvent.setup();
    show({ load: 'loading' });
    expect(screen.getByText('Loading the public page…')).toBeTruthy();
    const failed = show({ load: 'failed' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.retryLoad).toHaveBeenCalled();
    show({ blocks: [] });
    expect(screen.getByRole('heading', { name: 'No blocks yet' })).toBeTruthy();
  });

  it('speaks Ukrainian and Russian', () => {
    show({ blocks: [] }, 'uk');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Публічна сторінка «Ukrainian for Beginners»',
    );
    expect(screen.getByRole('heading', { name: 'Блоків ще немає' })).toBeTruthy();
    show({ blocks: [] }, 'ru');
    expect(screen.getByRole('heading', { name: 'Блоков пока нет' })).toBeTruthy();
    expect(screen.getByText('Загрузить обложку')).toBeTruthy();
  });
});
