import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import enComments from '../../app/server/translations/en/comments.json' with { type: 'json' };
import enUi from '../../app/server/translations/en/ui.json' with { type: 'json' };
import ruComments from '../../app/server/translations/ru/comments.json' with { type: 'json' };
import ruUi from '../../app/server/translations/ru/ui.json' with { type: 'json' };
import ukComments from '../../app/server/translations/uk/comments.json' with { type: 'json' };
import ukUi from '../../app/server/translations/uk/ui.json' with { type: 'json' };
import type { Comment } from '../../core/api/comments.ts';
import type { Language } from '../../core/api/index.ts';
import {
  type CommentThreadView,
  formatCommentText,
  OPTIMISTIC_COMMENT_ID,
} from '../../core/comments/index.ts';
import { type CommentThreadCommands, CommentThreadPanel } from '../../ui/comments/index.ts';
import { I18nProvider, useTranslation } from '../../ui/i18n/i18n-context.tsx';
import { StoryFrame } from '../story-frame.tsx';

export default { title: 'Comments / Thread' };

const catalogs = {
  en: { ui: enUi, comments: enComments },
  uk: { ui: ukUi, comments: ukComments },
  ru: { ui: ruUi, comments: ruComments },
} as const;

function Texts({ language, children }: { language?: Language; children: ReactNode }) {
  const outer = useTranslation().language;
  const chosen = language ?? outer;
  return (
    <I18nProvider language={chosen} catalog={catalogs[chosen]} fallback={catalogs.en}>
      {children}
    </I18nProvider>
  );
}

const nothing = () => {};
const commands: CommentThreadCommands = {
  changeText: nothing,
  pressEnter: nothing,
  setPrivate: nothing,
  send: nothing,
  startEdit: nothing,
  cancelEdit: nothing,
  removeFile: nothing,
  more: nothing,
  reload: nothing,
  remove: nothing,
  toggleVisibility: nothing,
  bulk: nothing,
  nextUnseen: nothing,
  focused: nothing,
};

function comment(id: number, text: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    user: { name: id % 2 ? 'Taras Student' : 'Olena Expert', avatar_url: null, bg_color: '#3965FF' },
    user_id: id % 2 ? 2 : 1,
    text,
    text_formatted: formatCommentText(text),
    files: [],
    is_private: false,
    is_restricted: false,
    is_read: true,
    created_at: `2026-03-0${id}T09:15:00.000Z`,
    created_at_human: `0${id}.03.26, 09:15`,
    updated_at: '2026-03-01T09:15:00.000Z',
    commentable: { id: 1, finished_at: null },
    commentable_type: 'quiz-attempt',
    commentable_id: 1,
    quiz_question_id: 1,
    quiz_statement_id: null,
    quiz_answer_group_id: null,
    can: { edit: false, toggle_visibility: false, delete: false },
    ...overrides,
  };
}

const thread = [
  comment(3, 'Why is "вода" wrong here?\nI wrote it the way the lesson did.', { is_read: false }),
  comment(2, 'Look at the stress: https://example.com/stress', {
    is_private: true,
    can: { edit: true, toggle_visibility: true, delete: true },
  }),
  comment(1, '<b>Thanks!</b>', {
    is_restricted: true,
    can: { edit: false, toggle_visibility: false, delete: true },
  }),
];

function view(overrides: Partial<CommentThreadView> = {}): CommentThreadView {
  return {
    phase: 'ready',
    comments: [],
    pendingId: null,
    count: 0,
    hasMore: false,
    isLoadingMore: false,
    isBusy: false,
    isSending: false,
    canSend: false,
    showForm: true,
    text: '',
    isPrivate: false,
    files: [],
    isUploading: false,
    canAttachFiles: true,
    canRecordAudio: false,
    canRecordVideo: false,
    editingId: null,
    isStaff: false,
    isDeleted: false,
    asStudent: true,
    unreadIds: [],
    focusCommentId: null,
    ...overrides,
  };
}

function Thread({ of, language, width }: { of: CommentThreadView; language?: Language; width?: number }) {
  return (
    <Texts language={language}>
      <StoryFrame width={width ?? 640}>
        <CommentThreadPanel view={of} commands={commands} onPickFiles={nothing} onRecord={nothing} />
      </StoryFrame>
    </Texts>
  );
}

/** Reading the thread 300 ms after it is shown. */
export const Loading: Story = () => <Thread of={view({ phase: 'loading' })} />;
/** The thread could not be read: Try again. */
export const LoadFailed: Story = () => <Thread of={view({ phase: 'failed' })} />;
/** No comments yet, the student's form empty (Send disabled). */
export const Empty: Story = () => <Thread of={view()} />;
/** The student's view: two comments they see, one being typed. */
export const StudentTyping: Story = () => (
  <Thread
    of={view({ comments: thread.slice(0, 1), count: 1, text: 'And the second word?', canSend: true })}
  />
);
/** A file on its way: Send waits for it. */
export const WithRecorders: Story = () => (
  <Thread
    of={view({
      canRecordAudio: true,
      canRecordVideo: true,
      files: [{ uuid: 'a1', name: '3f9c2a7b81de.mp3' }],
    })}
  />
);

export const FileUploading: Story = () => (
  <Thread of={view({ text: 'My essay', isUploading: true, files: [{ uuid: 'a', name: 'essay.pdf' }] })} />
);
/** A sent comment shown at once while the server answers. */
export const Sending: Story = () => (
  <Thread
    of={view({
      comments: [
        comment(OPTIMISTIC_COMMENT_ID, 'On its way', {
          user: { name: '', avatar_url: null, bg_color: '#3965FF' },
        }),
        ...thread.slice(0, 1),
      ],
      pendingId: OPTIMISTIC_COMMENT_ID,
      count: 2,
      isSending: true,
      isBusy: true,
    })}
  />
);
/** The expert's view: the bar, a private and a hidden comment, one unread. */
export const Expert: Story = () => (
  <Thread
    of={view({
      comments: thread,
      count: 2,
      isStaff: true,
      asStudent: false,
      unreadIds: [3],
      text: 'Good question.',
      canSend: true,
    })}
  />
);
/** The expert editing their own comment. */
export const ExpertEditing: Story = () => (
  <Thread
    of={view({
      comments: thread,
      count: 2,
      isStaff: true,
      asStudent: false,
      editingId: 2,
      text: 'Look at the stress again.',
      isPrivate: true,
      canSend: true,
    })}
  />
);
/** Posting closed: the expert has not opened this result to comments. */
export const Closed: Story = () => (
  <Thread of={view({ comments: thread.slice(0, 1), count: 1, showForm: false })} />
);
/** The commentable was deleted. */
export const Deleted: Story = () => <Thread of={view({ showForm: false, isDeleted: true })} />;
/** More pages to read. */
export const WithMore: Story = () => (
  <Thread of={view({ comments: thread.slice(0, 2), count: 25, hasMore: true })} />
);
/** The expert's view in Ukrainian. */
export const ExpertUkrainian: Story = () => (
  <Thread
    language="uk"
    of={view({ comments: thread, count: 2, isStaff: true, asStudent: false, unreadIds: [3] })}
  />
);
/** The expert's view in Russian. */
export const ExpertRussian: Story = () => (
  <Thread
    language="ru"
    of={view({ comments: thread, count: 2, isStaff: true, asStudent: false, unreadIds: [3] })}
  />
);
/** On a 390 px phone. */
export const Phone: Story = () => (
  <Thread
    width={390}
    of={view({ comments: thread, count: 2, isStaff: true, asStudent: false, unreadIds: [3] })}
  />
);
