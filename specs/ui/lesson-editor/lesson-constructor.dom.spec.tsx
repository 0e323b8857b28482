import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  fixtureBlock,
  fixtureFile,
  fixtureView,
  inertCommands,
} from '../../../stories/lesson-editor/lesson-constructor.fixture.ts';
import {
  type ConstructorBlock,
  LessonConstructor,
  type LessonConstructorCommands,
  type LessonConstructorView,
} from '../../../ui/lesson-editor/index.ts';
import { renderEditor } from './render-lesson-editor.tsx';

function spies(): LessonConstructorCommands {
  return Object.fromEntries(
    Object.keys(inertCommands).map((name) => [name, vi.fn()]),
  ) as unknown as LessonConstructorCommands;
}

/** The constructor over blocks that move when asked, as the lesson editing machine applies a move locally. */
function MovingBlocks({
  initial,
  onMove,
}: {
  initial: ConstructorBlock[];
  onMove(from: number, to: number): void;
}) {
  const [blocks, setBlocks] = useState(initial);
  const commands = {
    ...inertCommands,
    moveBlock: (from: number, to: number) => {
      onMove(from, to);
      setBlocks((list) => {
        const next = [...list];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        return next;
      });
    },
  };
  return <LessonConstructor view={fixtureView({ blocks })} commands={commands} />;
}

const textOnly = (blocks: ConstructorBlock[]): Partial<LessonConstructorView> => ({ blocks });

describe('block titles', () => {
  it("shows an untitled block as 'Block #{n} ({type})' with the type in the interface language", () => {
    const blocks = [
      fixtureBlock(3, 'a', { title: 'Welcome' }),
      fixtureBlock(2, 'b'),
      fixtureBlock(7, 'c', { title: '   ' }),
    ];
    renderEditor(<LessonConstructor view={fixtureView(textOnly(blocks))} commands={inertCommands} />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Welcome', 'Block #2 (Video)', 'Block #3 (Practices list)']);
  });

  it('names the type in Ukrainian for a Ukrainian interface', () => {
    renderEditor(
      <LessonConstructor view={fixtureView(textOnly([fixtureBlock(4, 'a')]))} commands={inertCommands} />,
      'uk',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Block #1 (Файли)');
  });
});

describe('adding blocks', () => {
  it('lists the seven block types in the Add block menu and adds the one chosen', async () => {
    const user = userEvent.setup();
    const commands = spies();
    renderEditor(<LessonConstructor view={fixtureView()} commands={commands} />);
    const names = ['Audio', 'Video', 'Text', 'Files', 'Practice', 'Comments', 'Practices list'];
    for (const [index, name] of names.entries()) {
      await user.click(screen.getByRole('button', { name: 'Add block' }));
      const menu = screen.getByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(names);
      await user.click(within(menu).getByRole('menuitem', { name }));
      expect(commands.addBlock).toHaveBeenLastCalledWith(index + 1);
      expect(screen.queryByRole('menu')).toBeNull();
    }
  });

  it('is reached and used with the keyboard alone', async () => {
    const user = userEvent.setup();
    const commands = spies();
    renderEditor(<LessonConstructor view={fixtureView()} commands={commands} />);
    screen.getByRole('button', { name: 'Add block' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(commands.addBlock).toHaveBeenCalledWith(3);
  });

  it('offers the menu in an empty section, and a first section in a lesson with none', async () => {
    const user = userEvent.setup();
    const commands = spies();
    const { rerender } = renderEditor(
      <LessonConstructor view={fixtureView({ blocks: [] })} commands={commands} />,
    );
    expect(screen.getByRole('heading', { name: 'This section is empty' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('menuitem', { name: 'Comments' }));
    expect(commands.addBlock).toHaveBeenCalledWith(6);

    rerender(
      <LessonConstructor
        view={fixtureView({ sections: [], activeSection: -1, blocks: [] })}
        commands={commands}
      />,
    );
    expect(screen.getByRole('heading', { name: 'This lesson has no sections yet' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(commands.addSection).toHaveBeenCalledTimes(1);
  });
});

describe('reordering blocks', () => {
  const three = () => [fixtureBlock(3, 'a', { title: 'Intro' }), fixtureBlock(2, 'b'), fixtureBlock(4, 'c')];

  it('moves the focused card with Alt+Arrow, announces its new place and keeps it focused', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    renderEditor(<MovingBlocks initial={three()} onMove={onMove} />);
    const card = screen.getByRole('article', { name: 'Intro' });
    card.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onMove).toHaveBeenCalledWith(0, 1);
    expect(screen.getByText('“Intro” moved to position 2 of 3.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Block #1 (Video)',
      'Intro',
      'Block #3 (Files)',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Intro' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onMove).toHaveBeenLastCalledWith(1, 2);
    expect(screen.getByText('“Intro” moved to position 3 of 3.')).toBeTruthy();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('moves with the up and down buttons, which stop at the ends', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    renderEditor(<MovingBlocks initial={three()} onMove={onMove} />);
    expect(screen.getByRole('button', { name: 'Move “Intro” up' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Move “Block #3 (Files)” up' }));
    expect(onMove).toHaveBeenCalledWith(2, 1);
    expect(screen.getByText('“Block #3 (Files)” moved to position 2 of 3.')).toBeTruthy();
  });

  it('leaves Alt+Arrow to the text while typing inside a block', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    renderEditor(<MovingBlocks initial={three()} onMove={onMove} />);
    const title = within(screen.getByRole('article', { name: 'Intro' })).getByRole('textbox', {
      name: 'Block title',
    });
    title.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onMove).not.toHaveBeenCalled();
  });
});

describe('deleting', () => {
  it('asks before deleting a block and waits, confirm disabled with a loader, while the deletion saves', async () => {
    const user = userEvent.setup();
    const deleteBlock = vi.fn();
    let finishSaving: () => void = () => undefined;
    /** Deleting starts a save, as the machine does; the spec ends it. */
    function Deleting() {
      const [deleting, setDeleting] = useState(false);
      finishSaving = () => setDeleting(false);
      const view = fixtureView({
        blocks: [fixtureBlock(3, 'a', { title: 'Intro' }), fixtureBlock(2, 'b')],
        deletingBlock: deleting,
      });
      const commands = {
        ...inertCommands,
        deleteBlock: (index: number) => {
          deleteBlock(index);
          setDeleting(true);
        },
      };
      return <LessonConstructor view={view} commands={commands} />;
    }
    renderEditor(<Deleting />);
    await user.click(screen.getByRole('button', { name: 'Delete “Intro”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Intro”?' });
    expect(deleteBlock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleteBlock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete “Block #2 (Video)”' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(deleteBlock).toHaveBeenCalledWith(1);
    const waiting = screen.getByRole('alertdialog');
    const confirm = within(waiting).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(within(waiting).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    act(() => finishSaving());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleteBlock).toHaveBeenCalledTimes(1);
  });

  it('asks before deleting the active section, naming it', async () => {
    const user = userEvent.setup();
    const commands = spies();
    renderEditor(
      <LessonConstructor view={fixtureView({ activeSection: 1, blocks: [] })} commands={commands} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete section “Practice”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete section “Practice”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(commands.deleteSection).toHaveBeenCalledWith(1);
  });
});

describe('sections', () => {
  it('shows the active section as the selected tab and selects another', async () => {
    const user = userEvent.setup();
    const commands = spies();
    renderEditor(<LessonConstructor view={fixtureView()} commands={commands} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Lesson sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Introduction', 'true'],
      ['Practice', 'false'],
    ]);
    await user.click(tabs[1]!);
    expect(commands.selectSection).toHaveBeenCalledWith(1);
  });

  it('renames the active section in place: Enter keeps the name, Escape leaves it', async () => {
    const user = userEvent.setup();
    const commands = spies();
    renderEditor(<LessonConstructor view={fixtureView()} commands={commands} />);
    await user.click(screen.getByRole('button', { name: 'Rename “Introduction”' }));
    const input = screen.getByRole('textbox', { name: 'Section name' });
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Escape}');
    expect(commands.renameSection).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Rename “Introduction”' }));
    await user.clear(screen.getByRole('textbox', { name: 'Section name' }));
    await user.keyboard('Getting started{Enter}');
    expect(commands.renameSection).toHaveBeenCalledWith(0, 'Getting started');
  });
});

describe('loading', () => {
  it('shows the lesson loading, and Retry when it could not be opened', async () => {
    const user = userEvent.setup();
    const commands = spies();
    const { rerender } = renderEditor(
      <LessonConstructor view={fixtureView({ load: 'loading' })} commands={commands} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the lesson…');
    expect(screen.queryByRole('tablist')).toBeNull();
    rerender(<LessonConstructor view={fixtureView({ load: 'failed' })} commands={commands} />);
    expect(screen.getByRole('heading', { name: 'The lesson could not be opened' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(commands.retryLoad).toHaveBeenCalledTimes(1);
  });
});

describe('saving', () => {
  it('says where saving stands, and offers Retry after a failure', async () => {
    const user = userEvent.setup();
    const commands = spies();
    const { rerender } = renderEditor(<LessonConstructor view={fixtureView()} commands={commands} />);
    expect(screen.getByText('All changes saved')).toBeTruthy();
    rerender(<LessonConstructor view={fixtureView({ save: 'unsaved' })} commands={commands} />);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    rerender(<LessonConstructor view={fixtureView({ save: 'saving' })} commands={commands} />);
    expect(screen.getByText('Saving…')).toBeTruthy();
    rerender(
      <LessonConstructor
        view={fixtureView({ save: 'failed', saveError: 'The connection was lost.' })}
        commands={commands}
      />,
    );
    expect(screen.getByText('Not saved: The connection was lost.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(commands.retrySave).toHaveBeenCalledTimes(1);
  });

  it('after a 409 tells the lesson changed elsewhere, keeps the text, and offers Reload or Keep mine', async () => {
    const user = userEvent.setup();
    const commands = spies();
    const { rerender } = renderEditor(
      <LessonConstructor
        view={fixtureView({ conflict: true, canResolveConflict: false })}
        commands={commands}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'This lesson was changed elsewhere' });
    expect(dialog.textContent).toContain('Your text is kept until you choose.');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Keep mine' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();

    rerender(<LessonConstructor view={fixtureView({ conflict: true })} commands={commands} />);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep mine' }));
    expect(commands.keepMine).toHaveBeenCalledTimes(1);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reload' }));
    expect(commands.reloadLesson).toHaveBeenCalledTimes(1);
  });
});

describe('block editors', () => {
  it('gives only documents (pdf, doc, docx, ppt, pptx) the preview and download switches', async () => {
    const user = userEvent.setup();
    const commands = spies();
    const files = [
      fixtureFile('workbook.pdf'),
      fixtureFile('cover.png'),
      fixtureFile('slides.pptx', { pivot: { allow_doc_download: false, allow_doc_preview: null } }),
      fixtureFile('notes.docx'),
      fixtureFile('data.zip'),
    ];
    renderEditor(
      <LessonConstructor
        view={fixtureView({ blocks: [fixtureBlock(4, 'f', { files })] })}
        commands={commands}
      />,
    );
    const switches = screen.getAllByRole('switch').map((control) => control.getAttribute('aria-checked'));
    expect(screen.getAllByRole('switch').map((control) => control.textContent)).toHaveLength(6);
    expect(screen.getByRole('switch', { name: 'Students can preview workbook.pdf' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Students can download notes.docx' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /cover\.png/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: /data\.zip/ })).toBeNull();
    expect(switches).toEqual(['true', 'true', 'true', 'false', 'true', 'true']);

    await user.click(screen.getByRole('switch', { name: 'Students can download workbook.pdf' }));
    const [index, changes] = vi.mocked(commands.changeBlock).mock.calls[0]!;
    expect(index).toBe(0);
    expect(changes.files?.map((file) => [file.original_name, file.allow_doc_download ?? null])).toEqual([
      ['workbook.pdf', false],
      ['cover.png', null],
      ['slides.pptx', null],
      ['notes.docx', null],
      ['data.zip', null],
    ]);
  });

  it('shows a video processing until its process_status is completed, and hands a picked file to the queue', async () => {
    const user = userEvent.setup();
    const commands = spies();
    const processing = fixtureBlock(2, 'v', {
      files: [fixtureFile('intro.mp4', { process_status: 'processing', url: null })],
    });
    const { rerender } = renderEditor(
      <LessonConstructor view={fixtureView({ blocks: [processing] })} commands={commands} />,
    );
    expect(screen.getByText('intro.mp4')).toBeTruthy();
    expect(screen.getByText('Processing…')).toBeTruthy();
    rerender(
      <LessonConstructor
        view={fixtureView({ blocks: [{ ...processing, files: [fixtureFile('intro.mp4')] }] })}
        commands={commands}
      />,
    );
    expect(screen.queryByText('Processing…')).toBeNull();
    expect(screen.getByText('Ready')).toBeTruthy();

    const file = new File(['x'], 'second.mp4', { type: 'video/mp4' });
    await user.upload(screen.getByLabelText('Replace video'), file);
    expect(commands.pickBlockFile).toHaveBeenCalledWith(0, file);
  });

  it('picks the practice of a practice block from the school’s quizzes', async () => {
    const user = userEvent.setup();
    const commands = spies();
    renderEditor(
      <LessonConstructor view={fixtureView({ blocks: [fixtureBlock(5, 'p')] })} commands={commands} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Practice' }), 'Final test');
    expect(commands.changeBlock).toHaveBeenCalledWith(0, { quiz_id: 12 }, undefined);
  });

  it('switches a comments block’s comment kinds, greyed out while comments are off', async () => {
    const user = userEvent.setup();
    const commands = spies();
    const { rerender } = renderEditor(
      <LessonConstructor view={fixtureView({ blocks: [fixtureBlock(6, 'c')] })} commands={commands} />,
    );
    await user.click(screen.getByRole('switch', { name: 'Video comments' }));
    expect(commands.changeBlock).toHaveBeenCalledWith(0, { is_video_comment_enabled: true }, undefined);
    rerender(
      <LessonConstructor
        view={fixtureView({ blocks: [fixtureBlock(6, 'c', { is_comments_disabled: true })] })}
        commands={commands}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Students can comment' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('switch', { name: 'Audio comments' })).toHaveProperty('disabled', true);
  });

  it('saves a typed block title as a typed change', async () => {
    const user = userEvent.setup();
    const commands = spies();
    renderEditor(
      <LessonConstructor view={fixtureView({ blocks: [fixtureBlock(7, 'l')] })} commands={commands} />,
    );
    const input = screen.getByRole('textbox', { name: 'Block title' });
    expect(input.getAttribute('placeholder')).toBe('Untitled: shown as “Block #1 (Practices list)”');
    await user.type(input, 'A');
    expect(commands.changeBlock).toHaveBeenCalledWith(0, { title: 'A' }, { typed: true });
  });
});

describe('the text block', () => {
  it('shows its document in a labelled editor with every formatting tool and the insert menu', async () => {
    renderEditor(
      <LessonConstructor
        view={fixtureView({ blocks: [fixtureView().blocks[0]!] })}
        commands={inertCommands}
      />,
    );
    await act(async () => undefined);
    const text = screen.getByRole('textbox', { name: 'Text of “Welcome”' });
    expect(text.querySelector('h2')?.textContent).toBe('Welcome');
    // The toolbar floats over a selection and the insert menu on an empty line; Alt+F10 and Alt+F9 open them.
    const user = userEvent.setup();
    expect(screen.queryByRole('toolbar', { name: 'Text formatting' })).toBeNull();
    await user.click(text);
    await user.keyboard('{Alt>}{F10}{/Alt}');
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    for (const name of [
      'Custom size (px)',
      'Superscript',
      'Subscript',
      'Clear formatting',
      'Align left',
      'Align center',
      'Align right',
      'Numbered list',
      'Bulleted list',
      'Task list',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Quote',
      'Tooltip',
      'Link',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    for (const name of ['Font', 'Font size', 'Line height', 'Paragraph or heading'])
      expect(within(toolbar).getByRole('combobox', { name })).toBeTruthy();
    const blockType = within(toolbar).getByRole('combobox', { name: 'Paragraph or heading' });
    expect(
      within(blockType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Paragraph', ...[1, 2, 3, 4, 5, 6].map((level) => `Heading ${level}`)]);
    expect(within(toolbar).getAllByRole('option', { name: '2.0' })).toHaveLength(1);
    await user.keyboard('{Escape}{Alt>}{F9}{/Alt}');
    const insert = await screen.findByRole('toolbar', { name: 'Insert' });
    for (const name of ['Separator', 'Quote', 'Code', 'HTML', 'Button'])
      expect(within(insert).getByRole('button', { name })).toBeTruthy();
  });
});
