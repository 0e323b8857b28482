import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionsI18n } from '../../../../stories/quiz/answers/question-story.tsx';
import {
  CodeViewer,
  ContentTooltip,
  contentFileKind,
  FilesViewer,
} from '../../../../ui/quiz/content/index.ts';
import { expectNoAxeViolations } from '../answers/render-question.tsx';

afterEach(cleanup);

const renderIn = (ui: ReactElement) => render(<QuestionsI18n language="en">{ui}</QuestionsI18n>);

describe('CodeViewer', () => {
  const code = "const word = 'сіль';\nconsole.log(word.includes('ь'));";

  it('highlights the code in a keyboard-scrollable region and copies it', async () => {
    const user = userEvent.setup();
    const writeClipboard = vi.fn(() => Promise.resolve());
    renderIn(<CodeViewer code={code} language="javascript" writeClipboard={writeClipboard} />);
    const region = screen.getByRole('region', { name: 'Code: javascript' });
    expect(region.tabIndex).toBe(0);
    expect(region.textContent).toBe(code);
    expect(region.querySelectorAll('span[class^="sh__"], span[style*="--sh-"]').length).toBeGreaterThan(3);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeClipboard).toHaveBeenCalledWith(code);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderIn(<CodeViewer code="x" writeClipboard={() => Promise.reject(new Error('denied'))} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('button', { name: 'Could not copy' })).toBeTruthy();
  });

  it('shows markup as text, never as elements', () => {
    const { container } = renderIn(<CodeViewer code={'<img src=x onerror="alert(1)">'} language="html" />);
    expect(container.querySelector('pre img')).toBeNull();
    expect(screen.getByRole('region').textContent).toBe('<img src=x onerror="alert(1)">');
  });
});

describe('FilesViewer', () => {
  const files = [
    { uuid: 'i', url: '/f/kit.png', original_name: 'кіт.png', mime_type: 'image/png' },
    { uuid: 'a', url: '/f/vymova.mp3', original_name: 'вимова.mp3', mime_type: 'audio/mpeg' },
    { uuid: 'v', url: '/f/urok.mp4', original_name: 'урок.mp4', type_id: 3 },
    { uuid: 'd', url: '/f/abetka.pdf', original_name: 'abetka.pdf' },
    { uuid: 'n', url: '/f/key.docx', original_name: 'key.docx', allow_doc_download: false },
  ];

  it('tells images, audio, video and documents apart', () => {
    expect(files.map(contentFileKind)).toEqual(['image', 'audio', 'video', 'document', 'document']);
  });

  it('shows images inline and enlarges one on click; plays audio and video; downloads documents the rule allows', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(<FilesViewer files={files} />);
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/f/vymova.mp3');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/f/urok.mp4');
    const download = screen.getByRole('link', { name: 'Download abetka.pdf' });
    expect(download.getAttribute('href')).toBe('/api/v1/files/d/download');
    expect(screen.queryByRole('link', { name: /key\.docx/ })).toBeNull();
    expect(screen.getByText('key.docx (view only)')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Enlarge image кіт.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Image кіт.png' }).getAttribute('src')).toBe('/f/kit.png');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays audio in the audio player, with its download where the rule allows it', () => {
    renderIn(<FilesViewer files={[files[1] as (typeof files)[number]]} />);
    expect(screen.getByRole('button', { name: /^Play/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download/ }).getAttribute('href')).toBe(
      '/api/v1/files/a/download',
    );
  });

  it('previews a PDF in the viewer and an office file in its preview, as the student’s switches allow', async () => {
    const user = userEvent.setup();
    renderIn(
      <FilesViewer
        files={[
          { uuid: 'd', url: '/f/abetka.pdf', original_name: 'abetka.pdf', allow_doc_preview: true },
          { uuid: 'h', url: '/f/hidden.pdf', original_name: 'hidden.pdf', allow_doc_preview: false },
          { uuid: 'n', url: '/f/key.docx', original_name: 'key.docx', allow_doc_download: false },
          {
            uuid: 'b',
            url: '/f/block.pdf',
            original_name: 'block.pdf',
            allow_doc_preview: true,
            pivot: { allow_doc_preview: false },
          },
        ]}
      />,
    );
    // The preview switch off (on the file, or narrowed where the file is placed): no preview offered.
    expect(screen.queryByRole('button', { name: 'Preview hidden.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview block.pdf' })).toBeNull();

    const pdf = screen.getByRole('button', { name: 'Preview abetka.pdf' });
    expect(pdf.getAttribute('aria-expanded')).toBe('false');
    await user.click(pdf);
    // The viewer's code loads on the first preview.
    expect(await screen.findByRole('region', { name: 'Document: abetka.pdf' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Hide preview abetka.pdf' }).getAttribute('aria-expanded'),
    ).toBe('true');

    // An office file on a private deployment: the card, and no download where downloads are off.
    await user.click(screen.getByRole('button', { name: 'Preview key.docx' }));
    expect(screen.queryByRole('region', { name: 'Document: abetka.pdf' })).toBeNull();
    const office = await screen.findByRole('region', { name: 'Preview of key.docx' });
    expect(within(office).getByText('Word and PowerPoint files open after download')).toBeTruthy();
    expect(within(office).queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide preview key.docx' }));
    expect(screen.queryByRole('region', { name: 'Preview of key.docx' })).toBeNull();
  });
});

describe('ContentTooltip', () => {
  const renderTip = () =>
    renderIn(
      <p>
        Find the{' '}
        <ContentTooltip term="apostrophe">The apostrophe keeps a consonant hard: «пʼять».</ContentTooltip>.
      </p>,
    );

  it('describes its term and opens on keyboard focus; Escape hides it', async () => {
    const user = userEvent.setup();
    renderTip();
    const term = screen.getByRole('button', { name: 'apostrophe' });
    const tip = document.getElementById(term.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('The apostrophe keeps a consonant hard: «пʼять».');
    expect(tip.hasAttribute('data-open')).toBe(false);
    await user.tab();
    expect(tip.hasAttribute('data-open')).toBe(true);
    await user.keyboard('{Escape}');
    expect(tip.hasAttribute('data-open')).toBe(false);
    await expectNoAxeViolations();
  });

  it('opens on a tap (no hover on touch) and closes on a second tap or a tap elsewhere', async () => {
    renderTip();
    const term = screen.getByRole('button', { name: 'apostrophe' });
    const tip = document.getElementById(term.getAttribute('aria-describedby') ?? '') as HTMLElement;
    const tap = async (element: Element) => {
      await act(async () => {
        fireEvent.pointerDown(element, { pointerType: 'touch' });
        (element as HTMLElement).focus?.();
        fireEvent.click(element);
      });
    };
    await tap(term);
    expect(tip.hasAttribute('data-open')).toBe(true);
    await tap(term);
    expect(tip.hasAttribute('data-open')).toBe(false);
    await tap(term);
    expect(tip.hasAttribute('data-open')).toBe(true);
    await act(async () => {
      fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    });
    expect(tip.hasAttribute('data-open')).toBe(false);
  });
});
