import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enEditor from '../../../app/server/translations/en/editor.json' with { type: 'json' };
import enPlayer from '../../../app/server/translations/en/player.json' with { type: 'json' };
import enUi from '../../../app/server/translations/en/ui.json' with { type: 'json' };
import ukEditor from '../../../app/server/translations/uk/editor.json' with { type: 'json' };
import ukPlayer from '../../../app/server/translations/uk/player.json' with { type: 'json' };
import ukUi from '../../../app/server/translations/uk/ui.json' with { type: 'json' };
import { fixtureFile } from '../../../stories/lesson-editor/lesson-constructor.fixture.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import {
  type ConstructorFile,
  FileFlagsSaverProvider,
  FilesBlockEditor,
  type SaveFileFlags,
} from '../../../ui/lesson-editor/index.ts';

afterEach(cleanup);

const catalogs = {
  en: { ui: enUi, editor: enEditor, player: enPlayer },
  uk: { ui: ukUi, editor: ukEditor, player: ukPlayer },
};

function renderBlock(
  files: ConstructorFile[],
  options: { save?: SaveFileFlags; language?: 'en' | 'uk'; onFilesChange?: () => void } = {},
) {
  const language = options.language ?? 'en';
  const block = (
    <FilesBlockEditor
      files={files}
      uploads={[]}
      onFilesChange={options.onFilesChange ?? (() => undefined)}
      onPickFile={() => undefined}
    />
  );
  return render(
    <I18nProvider language={language} catalog={catalogs[language]} fallback={catalogs.en}>
      {options.save ? <FileFlagsSaverProvider value={options.save}>{block}</FileFlagsSaverProvider> : block}
    </I18nProvider>,
  );
}

describe('documents in the constructor’s files block (spec 1 §4, §6)', () => {
  it('previews a document on demand for its author, whatever the students’ switches say, and hides it again', async () => {
    const user = userEvent.setup();
    renderBlock([
      fixtureFile('notes.docx', { allow_doc_download: false, allow_doc_preview: false }),
      fixtureFile('cover.png'),
    ]);
    expect(screen.queryByRole('button', { name: /Preview cover\.png/ })).toBeNull();
    const open = screen.getByRole('button', { name: 'Preview notes.docx' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const preview = screen.getByRole('region', { name: 'Preview of notes.docx' });
    // A private deployment: the online viewer could not fetch the file, so the card says to download it.
    expect(within(preview).getByText('Word and PowerPoint files open after download')).toBeTruthy();
    const link = within(preview).getByRole('link', { name: 'Download notes.docx' });
    expect(link.getAttribute('href')).toBe(`/api/v1/files/${fixtureFile('notes.docx').uuid}/download`);
    const hide = screen.getByRole('button', { name: 'Hide preview notes.docx' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await user.click(hide);
    expect(screen.queryByRole('region', { name: 'Preview of notes.docx' })).toBeNull();
  });

  it('names the buttons in Ukrainian', () => {
    renderBlock([fixtureFile('slides.pptx')], { language: 'uk' });
    expect(screen.getByRole('button', { name: 'Переглянути slides.pptx' })).toBeTruthy();
  });

  it('saves a switch turned on on the file too (a block can only narrow the file’s switch); off stays with the block', async () => {
    const user = userEvent.setup();
    const save = vi.fn<SaveFileFlags>(async () => undefined);
    const onFilesChange = vi.fn();
    const files = [fixtureFile('workbook.pdf', { allow_doc_download: false, allow_doc_preview: true })];
    renderBlock(files, { save, onFilesChange });
    await user.click(screen.getByRole('switch', { name: 'Students can download workbook.pdf' }));
    expect(save).toHaveBeenCalledWith(files[0]!.uuid, { allow_doc_download: true });
    expect(onFilesChange.mock.calls[0]![0][0]).toMatchObject({ allow_doc_download: true });
    await user.click(screen.getByRole('switch', { name: 'Students can preview workbook.pdf' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(onFilesChange.mock.calls[1]![0][0]).toMatchObject({ allow_doc_preview: false });
  });
});
