import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../app/server/translations/en/uploads.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/uploads.json' with { type: 'json' };
import type { Language } from '../../../core/api/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import {
  UploadFileInput,
  UploadPanel,
  UploadQueueProvider,
  useUploadQueue,
  useUploadQueueContext,
} from '../../../ui/upload/index.ts';
import { completed, fakeFileService, fakeTransport, settle } from '../../core/upload/upload-fakes.ts';

afterEach(cleanup);

function setup(language: Language = 'en') {
  const transport = fakeTransport();
  const files = fakeFileService([completed()]);
  function Harness() {
    const queue = useUploadQueue({ sendFile: transport.logic, pollFile: files.logic, client: files.client });
    return (
      <>
        <UploadFileInput onFiles={(picked) => queue.addFiles(picked)} />
        <UploadPanel {...queue} />
      </>
    );
  }
  render(
    <I18nProvider language={language} catalog={{ uploads: language === 'uk' ? uk : en }}>
      <Harness />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  const pick = (...names: string[]) =>
    user.upload(
      screen.getByLabelText(language === 'uk' ? uk.choose_files : en.choose_files),
      names.map(
        (name) =>
          new File(['x'.repeat(100)], name, {
            type: name.endsWith('.mp4') ? 'video/mp4' : 'application/pdf',
          }),
      ),
    );
  const rowOf = (name: string) => {
    const item = screen.getByText(name).closest('li');
    if (!item) throw new Error(`no row for ${name}`);
    return within(item);
  };
  const sendOf = (name: string) => {
    const send = transport.sends.filter((candidate) => candidate.input.fileName === name).at(-1);
    if (!send) throw new Error(`${name} was never sent`);
    return send;
  };
  return { user, pick, rowOf, sendOf, transport };
}

describe('upload panel', () => {
  it('stays hidden until files are picked, then lists each with its name, percent and status', async () => {
    const { pick, rowOf, sendOf } = setup();
    expect(screen.queryByRole('region', { name: en.panel_title })).toBeNull();
    await pick('lecture.mp4', 'notes.pdf');
    expect(screen.getByRole('region', { name: en.panel_title })).toBeTruthy();
    act(() => sendOf('lecture.mp4').report({ type: 'upload.progressed', bytesSent: 45, bytesTotal: 100 }));
    expect(rowOf('lecture.mp4').getByText('45 %')).toBeTruthy();
    expect(rowOf('lecture.mp4').getByText(en.status_progress)).toBeTruthy();
    expect(rowOf('notes.pdf').getByText('0 %')).toBeTruthy();
    expect(screen.getByText('0 of 2 done')).toBeTruthy();
  });

  it('shows checking, then uploaded, as the file is processed', async () => {
    const { pick, rowOf, sendOf } = setup();
    await pick('notes.pdf');
    act(() => sendOf('notes.pdf').report({ type: 'upload.sent', result: { uuid: 'n', url: null } }));
    expect(rowOf('notes.pdf').getByText(en.status_checking)).toBeTruthy();
    await act(settle);
    expect(rowOf('notes.pdf').getByText(en.status_completed)).toBeTruthy();
    expect(screen.getByText('1 of 1 done')).toBeTruthy();
  });

  it('cancels one upload, which stops its transport and offers retry with the generic text', async () => {
    const { user, pick, rowOf, sendOf, transport } = setup();
    await pick('lecture.mp4');
    await user.click(rowOf('lecture.mp4').getByRole('button', { name: 'Cancel upload of lecture.mp4' }));
    expect(sendOf('lecture.mp4').aborted).toBe(true);
    expect(rowOf('lecture.mp4').getByText(en.status_aborted)).toBeTruthy();
    expect(rowOf('lecture.mp4').getByRole('alert').textContent).toContain(en.file_error_expected);
    await user.click(rowOf('lecture.mp4').getByRole('button', { name: 'Retry upload of lecture.mp4' }));
    expect(transport.sends).toHaveLength(2);
    expect(rowOf('lecture.mp4').getByText(en.status_progress)).toBeTruthy();
  });

  it('shows the server’s message and no retry after a 403', async () => {
    const { pick, rowOf, sendOf } = setup();
    await pick('notes.pdf');
    act(() =>
      sendOf('notes.pdf').report({
        type: 'upload.failed',
        failure: { status: 403, message: 'Not your lesson' },
      }),
    );
    expect(rowOf('notes.pdf').getByRole('alert').textContent).toBe('Not your lesson');
    expect(rowOf('notes.pdf').queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('removes a finished file from the list and hides the panel when none is left', async () => {
    const { user, pick, rowOf, sendOf } = setup();
    await pick('notes.pdf');
    act(() => sendOf('notes.pdf').report({ type: 'upload.failed', failure: { status: 500, message: null } }));
    await user.click(rowOf('notes.pdf').getByRole('button', { name: 'Remove notes.pdf from the list' }));
    expect(screen.queryByRole('region', { name: en.panel_title })).toBeNull();
  });

  it('folds to its header and unfolds, and speaks Ukrainian', async () => {
    const { user, pick } = setup('uk');
    await pick('lecture.mp4');
    const header = screen.getByRole('button', { name: new RegExp(uk.panel_title) });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    await user.click(header);
    expect(screen.getByText('lecture.mp4')).toBeTruthy();
    expect(screen.getByText(uk.status_progress)).toBeTruthy();
  });
});

describe('upload queue provider', () => {
  it('keeps uploads going when the page under it changes', async () => {
    const transport = fakeTransport();
    const files = fakeFileService([completed()]);
    function Picker() {
      const queue = useUploadQueueContext();
      return <UploadFileInput onFiles={(picked) => queue.addFiles(picked)} />;
    }
    function Panel() {
      return <UploadPanel {...useUploadQueueContext()} />;
    }
    function App({ page }: { page: 'lesson' | 'course' }) {
      return (
        <I18nProvider language="en" catalog={{ uploads: en }}>
          <UploadQueueProvider sendFile={transport.logic} pollFile={files.logic} client={files.client}>
            {page === 'lesson' ? <Picker /> : <p>Course page</p>}
            <Panel />
          </UploadQueueProvider>
        </I18nProvider>
      );
    }
    const { rerender } = render(<App page="lesson" />);
    await userEvent.upload(
      screen.getByLabelText(en.choose_files),
      new File(['abc'], 'talk.mp4', { type: 'video/mp4' }),
    );
    rerender(<App page="course" />);
    expect(screen.getByText('Course page')).toBeTruthy();
    expect(transport.sends[0]?.aborted).toBe(false);
    act(() => transport.sends[0]?.report({ type: 'upload.progressed', bytesSent: 2, bytesTotal: 3 }));
    expect(screen.getByText('66 %')).toBeTruthy();
  });
});
