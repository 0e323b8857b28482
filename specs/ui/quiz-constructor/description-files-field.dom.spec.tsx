import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import expert from '../../../app/server/translations/en/expert.json' with { type: 'json' };
import type { QuestionFileInput } from '../../../core/api/quiz-authoring.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { DescriptionFilesField, type QuizFileUpload } from '../../../ui/quiz-constructor/index.ts';

// The question editor's description files: picked by the keyboard, uploaded, listed (an image as its
// thumbnail), removed; a failed upload says so.

afterEach(cleanup);

function Field({ upload, initial = [] }: { upload: QuizFileUpload; initial?: QuestionFileInput[] }) {
  const [files, setFiles] = useState<QuestionFileInput[]>(initial);
  return (
    <I18nProvider language="en" catalog={{ expert }}>
      <DescriptionFilesField files={files} upload={upload} onChange={setFiles} max={20} />
      <output data-testid="uuids">{files.map((file) => file.uuid).join(',')}</output>
    </I18nProvider>
  );
}

const stored: QuizFileUpload = async (file) => ({
  uuid: `u-${file.name}`,
  url: `/api/v1/files/u-${file.name}`,
  original_name: file.name,
  mime_type: file.type,
});

describe('DescriptionFilesField', () => {
  it('uploads what is picked, shows an image as its thumbnail and a document by name, and removes one', async () => {
    const user = userEvent.setup();
    render(<Field upload={stored} />);
    const group = screen.getByRole('group', { name: expert.quiz_editor_files });
    await user.tab();
    const input = group.querySelector('input[type="file"]') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    await user.upload(input, [
      new File(['png'], 'map.png', { type: 'image/png' }),
      new File(['pdf'], 'rules.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(screen.getByTestId('uuids').textContent).toBe('u-map.png,u-rules.pdf'));
    expect(screen.getByRole('img', { name: 'map.png' }).getAttribute('src')).toBe('/api/v1/files/u-map.png');
    expect(screen.queryByRole('img', { name: 'rules.pdf' })).toBeNull();
    expect(screen.getByText('rules.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove map.png' }));
    expect(screen.getByTestId('uuids').textContent).toBe('u-rules.pdf');
  });

  it('says so when an upload fails, and keeps the files it had', async () => {
    const user = userEvent.setup();
    render(
      <Field
        upload={() => Promise.reject(new Error('offline'))}
        initial={[{ uuid: 'kept', url: null, original_name: 'kept.docx', mime_type: null }]}
      />,
    );
    const input = screen
      .getByRole('group', { name: expert.quiz_editor_files })
      .querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'late.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(expert.quiz_editor_files_failed);
    expect(screen.getByTestId('uuids').textContent).toBe('kept');
  });
});
