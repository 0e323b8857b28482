import { describe, expect, it } from 'vitest';
import { SAVE_DEBOUNCE_MS, SAVE_MAX_WAIT_MS } from '../../../core/lesson-editor/index.ts';
import { newInfoUnit } from '../../../core/lessons/index.ts';
import { coverAddressOf, PAGE_SECTION_ID } from '../../../core/public-page/index.ts';
import { fakePageServer, httpError, pageFixture, settle, startPageEditor } from './public-page.fakes.ts';

// The public page editor is the lesson editing machine with the page's calls (docs/public-page.md): these
// scenarios run it on a simulated clock against a page server in memory, through the real adapter
// (publicPageMachineWith), so every body sent is the contract's PUT /courses/{course}/public-page.

async function loaded(server = fakePageServer()) {
  const editor = startPageEditor(server);
  await settle();
  return editor;
}

const description = (text: string) =>
  ({ type: 'settings.change', changes: { description: text }, typed: true }) as const;

describe('public page editor: loading', () => {
  it('shows the page as one section of its blocks, with its cover and description as settings', async () => {
    const editor = startPageEditor();
    expect(editor.view()).toMatchObject({ phase: 'loading', loading: { all: true }, canEdit: false });
    await settle();
    expect(editor.view()).toMatchObject({ phase: 'clean', activeSection: 0, canEdit: true });
    expect(editor.view().sections.map((section) => section.id)).toEqual([PAGE_SECTION_ID]);
    expect(editor.units().map((unit) => unit.id)).toEqual([31, 32]);
    expect(editor.view().lesson).toMatchObject({
      description: 'Four short lessons.',
      image: null,
      version: 4,
    });
  });

  it('stores a failed load, and loads again on request', async () => {
    const server = fakePageServer();
    server.state.loadError = httpError(500, 'The server is down.');
    const editor = await loaded(server);
    expect(editor.view()).toMatchObject({ phase: 'loadFailed', error: { operation: 'load', status: 500 } });
    server.state.loadError = null;
    editor.send({ type: 'lesson.load' });
    await settle();
    expect(editor.view().phase).toBe('clean');
    expect(server.state.loads).toBe(2);
  });

  it('opens an empty page with its one section, so the first block can be added at once', async () => {
    const editor = await loaded(fakePageServer(pageFixture({ info_units: [] })));
    expect(editor.view()).toMatchObject({ activeSection: 0, sections: [{ info_units: [] }] });
    editor.send({ type: 'unit.add', typeId: 3, fields: newInfoUnit(3) });
    expect(editor.units()).toHaveLength(1);
    expect(editor.server.sent).toHaveLength(1);
  });
});

describe('public page editor: saving (coalesced, whole, from the version)', () => {
  it('saves ten quick keystrokes of the description as one PUT after the pause', async () => {
    const editor = await loaded();
    editor.server.state.autoAnswer = true;
    let text = '';
    for (const letter of 'Learn fast') {
      text += letter;
      editor.send(description(text));
      await editor.wait(100);
    }
    expect(editor.server.sent).toEqual([]);
    expect(editor.view()).toMatchObject({ phase: 'pending', hasUnsavedChanges: true });
    await editor.wait(SAVE_DEBOUNCE_MS);
    expect(editor.server.sent).toHaveLength(1);
    expect(editor.server.sent[0]).toMatchObject({ version: 4, description: 'Learn fast', image: null });
    expect(editor.server.sent[0]!.info_units.map((unit) => unit.id)).toEqual([31, 32]);
    expect(editor.view()).toMatchObject({ phase: 'clean', hasUnsavedChanges: false });
    expect(editor.server.stored).toMatchObject({ description: 'Learn fast', version: 5 });
  });

  it('saves a long burst of typing by the 5 s ceiling, though typing never pauses', async () => {
    const editor = await loaded();
    editor.server.state.autoAnswer = true;
    let elapsed = 0;
    while (editor.server.sent.length === 0 && elapsed < 2 * SAVE_MAX_WAIT_MS) {
      editor.send(description(`word ${elapsed}`));
      await editor.wait(400);
      elapsed += 400;
    }
    expect(editor.server.sent).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(SAVE_MAX_WAIT_MS);
    expect(elapsed).toBeLessThanOrEqual(SAVE_MAX_WAIT_MS + 400);
  });

  it('saves a click at once, and an edit made meanwhile goes next on the new version with the new id', async () => {
    const editor = await loaded();
    editor.send({ type: 'unit.add', typeId: 3, fields: newInfoUnit(3) });
    expect(editor.server.sent).toHaveLength(1);
    expect(editor.view()).toMatchObject({ phase: 'saving', loading: { save: true } });
    editor.send({ type: 'unit.change', index: 2, changes: { title: 'Who it is for' }, typed: true });
    editor.server.state.autoAnswer = true;
    editor.server.answerSave();
    await settle();
    await editor.wait(SAVE_DEBOUNCE_MS);
    expect(editor.server.sent).toHaveLength(2);
    const second = editor.server.sent[1]!;
    expect(second.version).toBe(5);
    expect(second.info_units[2]).toMatchObject({ id: 700, title: 'Who it is for' });
    expect(editor.server.stored.info_units.map((unit) => unit.id)).toEqual([31, 32, 700]);
    expect(editor.view().phase).toBe('clean');
  });

  it('saves a new cover at once, and its removal', async () => {
    const editor = await loaded();
    editor.server.state.autoAnswer = true;
    const cover = coverAddressOf('0b7e4a52-1c1f-4f5e-9d7a-8a1c2b3d4e5f');
    editor.send({ type: 'settings.change', changes: { image: cover } });
    await settle();
    expect(editor.server.stored.image).toBe(cover);
    editor.send({ type: 'settings.change', changes: { image: null } });
    await settle();
    expect(editor.server.sent.map((body) => body.image)).toEqual([cover, null]);
  });
});

describe('public page editor: a failed save', () => {
  it('shows the saved page, keeps what was typed as the draft, and Retry sends it', async () => {
    const editor = await loaded();
    editor.send(description('Mine, typed'));
    await editor.wait(SAVE_DEBOUNCE_MS);
    editor.send(description('Mine, typed on'));
    editor.server.failSave(httpError(500, 'The connection was lost.'));
    await settle();
    expect(editor.view()).toMatchObject({
      phase: 'failed',
      canEdit: false,
      error: { operation: 'save', message: 'The connection was lost.' },
    });
    expect(editor.view().lesson).toMatchObject({ description: 'Four short lessons.' });
    expect(editor.view().failedDraft).toMatchObject({ description: 'Mine, typed on' });

    editor.server.state.autoAnswer = true;
    editor.send({ type: 'save.retry' });
    await settle();
    expect(editor.view().phase).toBe('clean');
    expect(editor.server.stored.description).toBe('Mine, typed on');
  });

  it('lets the draft go on Discard', async () => {
    const editor = await loaded();
    editor.send({ type: 'unit.delete', index: 0 });
    editor.server.failSave(httpError(500));
    await settle();
    editor.send({ type: 'save.discard' });
    expect(editor.view()).toMatchObject({ phase: 'clean', hasUnsavedChanges: false });
    expect(editor.units().map((unit) => unit.id)).toEqual([31, 32]);
  });
});

describe('public page editor: 409 (saved elsewhere)', () => {
  it('holds the server’s page and the draft; Reload takes the server’s page', async () => {
    const server = fakePageServer();
    const editor = await loaded(server);
    server.changeElsewhere((page) => ({ ...page, description: 'Theirs' }));
    editor.send(description('Mine'));
    await editor.wait(SAVE_DEBOUNCE_MS);
    server.answerSave();
    await settle();
    expect(editor.view()).toMatchObject({ phase: 'conflict', canResolveConflict: true, canEdit: false });
    expect(editor.view().lesson).toMatchObject({ description: 'Mine' });
    expect(editor.view().conflict?.server).toMatchObject({ description: 'Theirs', version: 5 });
    editor.send({ type: 'conflict.reload' });
    expect(editor.view()).toMatchObject({ phase: 'clean', lesson: { description: 'Theirs', version: 5 } });
  });

  it('Keep mine saves the draft over the server’s version, a block they deleted made again', async () => {
    const server = fakePageServer();
    const editor = await loaded(server);
    server.changeElsewhere((page) => ({ ...page, info_units: page.info_units.slice(0, 1) }));
    editor.send({ type: 'unit.change', index: 1, changes: { title: 'Trailer, mine' } });
    server.answerSave();
    await settle();
    expect(editor.view().phase).toBe('conflict');
    server.state.autoAnswer = true;
    editor.send({ type: 'conflict.keepMine' });
    await settle();
    const kept = server.sent.at(-1)!;
    expect(kept.version).toBe(5);
    expect(kept.info_units.map((unit) => [unit.id, unit.title])).toEqual([
      [31, 'What you will learn'],
      [null, 'Trailer, mine'],
    ]);
    expect(editor.view().phase).toBe('clean');
    expect(server.stored.info_units.map((unit) => unit.title)).toEqual([
      'What you will learn',
      'Trailer, mine',
    ]);
  });
});
