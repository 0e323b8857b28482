import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../app/server/translations/en/uploads.json' with { type: 'json' };
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import {
  createUploadQueueHost,
  UploadFileInput,
  UploadQueueHostProvider,
  useUploadQueueContext,
} from '../../../ui/upload/index.ts';
import { completed, fakeFileService, fakeTransport } from '../../core/upload/upload-fakes.ts';

afterEach(cleanup);

/**
 * The app's upload queue has a host above the routes: no page's start carries the queue, the first
 * screen that uploads starts it, its panel docks once a file is added, and uploads go on after that
 * screen is gone.
 */
function setup() {
  const transport = fakeTransport();
  const files = fakeFileService([completed()]);
  let optionsRead = 0;
  const host = createUploadQueueHost(() => {
    optionsRead += 1;
    return { sendFile: transport.callback, client: files.client };
  });
  function Picker() {
    const queue = useUploadQueueContext();
    return <UploadFileInput onFiles={(picked) => queue.addFiles(picked)} />;
  }
  function App({ page }: { page: 'course' | 'quiz' | 'lesson' }) {
    return (
      <I18nProvider language="en" catalog={{ uploads: en }}>
        <UploadQueueHostProvider host={host}>
          {page === 'course' ? <p>Course page</p> : <Picker key={page} />}
        </UploadQueueHostProvider>
      </I18nProvider>
    );
  }
  return { host, transport, App, optionsRead: () => optionsRead };
}

describe('upload queue host', () => {
  it('starts no queue and shows no panel on a page that does not upload', () => {
    const { host, App, optionsRead } = setup();
    render(<App page="course" />);
    expect(host.started()).toBeNull();
    expect(optionsRead()).toBe(0);
    expect(screen.queryByRole('region', { name: en.panel_title })).toBeNull();
  });

  it('starts the queue with the first screen that uploads, docks the panel with the first file, and keeps it across pages', async () => {
    const { host, transport, App, optionsRead } = setup();
    const { rerender } = render(<App page="quiz" />);
    expect(host.started()).not.toBeNull();
    expect(screen.queryByRole('region', { name: en.panel_title })).toBeNull();
    await userEvent.upload(
      screen.getByLabelText(en.choose_files),
      new File(['abc'], 'essay.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('region', { name: en.panel_title })).toBeTruthy();

    rerender(<App page="course" />);
    expect(screen.getByText('Course page')).toBeTruthy();
    expect(transport.sends[0]?.aborted).toBe(false);
    act(() => transport.sends[0]?.report({ type: 'upload.progressed', bytesSent: 2, bytesTotal: 3 }));
    expect(screen.getByText('66 %')).toBeTruthy();

    // Another screen that uploads gets the same queue, with the file still in it.
    rerender(<App page="lesson" />);
    expect(screen.getByText('essay.pdf')).toBeTruthy();
    expect(optionsRead()).toBe(1);
  });
});
