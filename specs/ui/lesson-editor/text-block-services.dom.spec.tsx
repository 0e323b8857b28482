import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../../../stories/lesson-editor/lesson-constructor.fixture.ts';
import type { EditorPreferences } from '../../../ui/editor/rich-text-toolbar.tsx';
import {
  BlockEditor,
  type TextEditorServices,
  TextEditorServicesProvider,
} from '../../../ui/lesson-editor/index.ts';
import { renderEditor } from './render-lesson-editor.tsx';

// The constructor's text block with what the app gives it (spec 1 §3 preferences, §5 uploads, §7 closed
// groups and blocks): the custom sizes a person saved, images and files through the upload queue, and
// the button dialog's lists.

function renderTextBlock(services: TextEditorServices | null, onChange = vi.fn()) {
  const block = (
    <BlockEditor
      block={fixtureBlock(3, 'text', { id: 7 })}
      index={0}
      quizzes={[]}
      onChange={onChange}
      onPickFile={() => undefined}
    />
  );
  return renderEditor(
    services ? <TextEditorServicesProvider value={services}>{block}</TextEditorServicesProvider> : block,
  );
}

/** Opens a menu the keyboard way: Alt+F10 for the formatting toolbar, Alt+F9 for the insert menu. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, name: 'Insert' | 'Text formatting') {
  await user.click(screen.getByRole('textbox', { name: /Text of/ }));
  await user.keyboard(name === 'Insert' ? '{Alt>}{F9}{/Alt}' : '{Alt>}{F10}{/Alt}');
  return await screen.findByRole('toolbar', { name });
}

const PREFERENCES: EditorPreferences = { customFontSizes: ['72px'], usedColors: ['#123456'], signedIn: true };

describe('the constructor’s text block with the app’s services', () => {
  it('offers a person’s saved custom size among the 45 defaults and saves a new one to their preferences', async () => {
    const user = userEvent.setup();
    const onPreferencesChange = vi.fn();
    renderTextBlock({ preferences: PREFERENCES, onPreferencesChange });
    const toolbar = await openMenu(user, 'Text formatting');
    const size = within(toolbar).getByRole('combobox', { name: 'Font size' });
    const options = within(size)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toContain('72px');
    expect(options.filter((value) => value !== '')).toHaveLength(46);

    await user.click(screen.getByRole('button', { name: 'Custom size (px)' }));
    const add = screen.getByRole('button', { name: 'Add size' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Custom size (px)'), '101');
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText('Custom size (px)'));
    await user.type(screen.getByLabelText('Custom size (px)'), '88');
    await user.click(add);
    expect(onPreferencesChange).toHaveBeenCalledWith({ ...PREFERENCES, customFontSizes: ['72px', '88px'] });
  });

  it('offers image and file only when the app uploads them', async () => {
    const user = userEvent.setup();
    renderTextBlock(null);
    const bare = await openMenu(user, 'Insert');
    expect(within(bare).queryByRole('button', { name: 'Image' })).toBeNull();
    expect(within(bare).queryByRole('button', { name: 'File' })).toBeNull();
  });

  it('inserts a picked image once the upload queue has stored it, and a file block for other files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    const uploadFiles = vi.fn(async (files: File[]) =>
      files.map((file, index) => ({
        uuid: `u-${index}`,
        name: file.name,
        url: file.name.endsWith('.png') ? `https://cdn.example.com/${file.name}` : null,
      })),
    );
    const { container } = renderTextBlock({ uploadFiles }, onChange);
    const menu = await openMenu(user, 'Insert');
    expect(within(menu).getByRole('button', { name: 'Image' })).toBeTruthy();
    const [imageInput, fileInput] = [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    await user.upload(imageInput!, new File(['png'], 'cat.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(container.querySelector('img[src="https://cdn.example.com/cat.png"]')).toBeTruthy(),
    );
    expect(uploadFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'cat.png' })]);
    await user.upload(fileInput!, new File(['pdf'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(
        onChange.mock.calls.some(([{ content }]) => JSON.stringify(content).includes('"fileIds":["u-0"]')),
      ).toBe(true),
    );
  });

  it('lists the school’s closed groups and the lesson’s blocks in the button dialog', async () => {
    const user = userEvent.setup();
    renderTextBlock({
      closedGroups: [{ id: 3, title: 'Alumni' }],
      blocks: [
        { id: 7, title: 'Welcome' },
        { id: 9, title: 'Homework' },
      ],
    });
    await user.click(within(await openMenu(user, 'Insert')).getByRole('button', { name: 'Button' }));
    const type = screen.getByLabelText('Link to');
    await user.selectOptions(type, 'closed-group');
    expect(
      within(screen.getByLabelText('A closed group')).getByRole('option', { name: 'Alumni' }),
    ).toBeTruthy();
    await user.selectOptions(type, 'lesson-block');
    const blocks = within(screen.getByLabelText('A block of this lesson'));
    expect(blocks.getByRole('option', { name: 'Welcome' })).toBeTruthy();
    expect(blocks.getByRole('option', { name: 'Homework' })).toBeTruthy();
  });

  it('says “invalid url” (create-course.invalid_url) under an address that does not parse and keeps Save disabled', async () => {
    const user = userEvent.setup();
    renderTextBlock(null);
    await user.click(within(await openMenu(user, 'Insert')).getByRole('button', { name: 'Button' }));
    await user.type(screen.getByLabelText('Button text'), 'Join');
    await user.type(screen.getByLabelText('Address'), 'not a url');
    expect(screen.getByRole('alert').textContent).toBe('invalid url');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'https://example.com/join');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens an inserted code block in CodeMirror, loaded when shown, and changes its height from the keyboard under 540 px', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderTextBlock(null, onChange);
    await user.click(within(await openMenu(user, 'Insert')).getByRole('button', { name: 'Code' }));
    await waitFor(() =>
      expect(container.querySelector('.cm-editor .cm-content[aria-label="Code"]')).toBeTruthy(),
    );
    const handle = screen.getByRole('separator', { name: /Height of the code area/ });
    expect(handle.getAttribute('aria-valuenow')).toBe('250');
    handle.focus();
    await user.keyboard('{ArrowDown}');
    const heights = () =>
      onChange.mock.calls.map(([doc]) => JSON.stringify(doc).match(/"height":(\d+)/)?.[1]).filter(Boolean);
    await waitFor(() => expect(heights()).toContain('270'));
    await waitFor(() => expect(handle.getAttribute('aria-valuenow')).toBe('270'));
  });

  it('reaches the formatting toolbar with Alt+F10 and goes back to the text with Escape', async () => {
    const user = userEvent.setup();
    renderTextBlock(null);
    expect(screen.queryByRole('toolbar', { name: 'Text formatting' })).toBeNull();
    const toolbar = await openMenu(user, 'Text formatting');
    await waitFor(() => expect(toolbar.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Text of/ }));
  });
});
