import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import en from '../../../app/server/translations/en/comments.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/comments.json' with { type: 'json' };
import type { Comment, CommentList } from '../../../core/api/comments.ts';
import { type CommentThreadInput, commentThreadMachine } from '../../../core/comments/index.ts';
import { CommentThreadPanel, useCommentThread } from '../../../ui/comments/index.ts';
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { commentFixture, httpError, listFixture } from '../../core/comments/comment-thread.fakes.ts';

afterEach(cleanup);

function Thread({ machine, input }: { machine: typeof commentThreadMachine; input: CommentThreadInput }) {
  const { view, commands } = useCommentThread(machine, input);
  return <CommentThreadPanel view={view} commands={commands} />;
}

function renderThread(
  list: CommentList,
  input: Partial<CommentThreadInput> = {},
  create: (text: string) => Promise<Comment> = async (text) => commentFixture(50, { text }),
  language: 'en' | 'uk' = 'en',
) {
  const machine = commentThreadMachine.provide({
    delays: { loadDelay: 0 },
    actors: {
      loadPage: fromPromise(async () => list),
      createComment: fromPromise(async ({ input: call }) => create(call.body.text ?? '')),
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} catalog={{ comments: language === 'en' ? en : uk }}>
      {children}
    </I18nProvider>
  );
  return render(
    <Thread machine={machine} input={{ thread: { type: 'lesson', id: 3 }, asStudent: true, ...input }} />,
    { wrapper },
  );
}

describe('the comment thread panel', () => {
  it('shows the title with the count, the comments with their DD.MM.YY, HH:mm dates, typed markup as text', async () => {
    renderThread(
      listFixture([commentFixture(2, { text: '<img src=x onerror=alert(1)> hello' }), commentFixture(1)], {
        staff: false,
      }),
    );
    const heading = await screen.findByRole('heading', { name: /Comments\s*2/ });
    expect(heading).toBeTruthy();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)> hello/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByText('02.01.26, 10:00')).toHaveLength(2);
  });

  it('keeps Send disabled while the text is empty; Enter sends and the comment shows at once', async () => {
    const user = userEvent.setup();
    let finish: (comment: Comment) => void = () => {};
    renderThread(listFixture([], { staff: false }), {}, () => new Promise((resolve) => (finish = resolve)));
    const send = await screen.findByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const box = screen.getByLabelText('Your comment');
    await user.type(box, 'First line');
    await user.keyboard('{Shift>}{Enter}{/Shift}second line');
    expect((box as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Sending…')).toBeTruthy();
    await act(async () => finish(commentFixture(60, { text: 'First line\nsecond line' })));
    await waitFor(() => expect(document.getElementById('comment-60')).not.toBeNull());
    expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe('');
  });

  it('takes a refused comment back and leaves its text in the box', async () => {
    const user = userEvent.setup();
    renderThread(listFixture([], { staff: false }), {}, async () => {
      throw httpError(403, 'Comments are not open to you here.');
    });
    const box = await screen.findByLabelText('Your comment');
    await user.type(box, 'Чому?{Enter}');
    await waitFor(() =>
      expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe('Чому?'),
    );
    expect(screen.getByText('No comments yet.')).toBeTruthy();
  });

  it('gives the expert the action bar and "available to the student", in Ukrainian', async () => {
    renderThread(listFixture([commentFixture(2)], { staff: true }), { asStudent: false }, undefined, 'uk');
    expect(await screen.findByRole('toolbar', { name: 'Модерація коментарів' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Наступний непрочитаний (1)' })).toBeTruthy();
    expect(screen.getByText('Коментар доступний студенту')).toBeTruthy();
  });

  it('hides the form where posting is closed', async () => {
    renderThread(listFixture([], { allowed: false, staff: false }));
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(screen.queryByLabelText('Your comment')).toBeNull();
  });

  it("moves to a deep link's comment once the list has loaded", async () => {
    renderThread(listFixture([commentFixture(2), commentFixture(1)], { staff: false }), {
      focusCommentId: 1,
    });
    await waitFor(() => expect(document.activeElement?.id).toBe('comment-1'));
  });
});

describe('recordings on the comment form', () => {
  /** A thread whose recorder "records" at once and hands the form the stored file. */
  function RecordingThread({ list, sent }: { list: CommentList; sent: (files: string[]) => void }) {
    const machine = commentThreadMachine.provide({
      delays: { loadDelay: 0 },
      actors: {
        loadPage: fromPromise(async () => list),
        createComment: fromPromise(async ({ input: call }) => {
          sent([...(call.body.files ?? [])]);
          return commentFixture(70, { text: call.body.text ?? '' });
        }),
      },
    });
    const { view, commands, files } = useCommentThread(machine, {
      thread: { type: 'lesson', id: 3 },
      asStudent: true,
    });
    return (
      <CommentThreadPanel
        view={view}
        commands={commands}
        onRecord={(kind) => {
          files.uploading();
          queueMicrotask(() => files.uploaded({ uuid: `${kind}-uuid`, name: `${kind}-take.mp3` }));
        }}
      />
    );
  }

  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language="en" catalog={{ comments: en }}>
      {children}
    </I18nProvider>
  );

  it('offers audio and video only where the server allows them, and a recording goes with the comment', async () => {
    const user = userEvent.setup();
    const sent: string[][] = [];
    render(
      <RecordingThread
        list={{
          ...listFixture([], { staff: false }),
          allow_audio_response: true,
          allow_video_response: false,
        }}
        sent={(files) => sent.push(files)}
      />,
      { wrapper },
    );
    const record = await screen.findByRole('button', { name: 'Record audio' });
    expect(screen.queryByRole('button', { name: 'Record video' })).toBeNull();
    await user.click(record);
    expect(await screen.findByText('audio-take.mp3')).toBeTruthy();
    // A recording alone is a comment on the student's form.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([['audio-uuid']]));
  });

  it('shows no recorder where the flags are off', async () => {
    render(
      <RecordingThread
        list={{
          ...listFixture([], { staff: false }),
          allow_upload: false,
          allow_audio_response: false,
          allow_video_response: false,
        }}
        sent={() => {}}
      />,
      { wrapper },
    );
    await screen.findByLabelText('Your comment');
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
  });
});
