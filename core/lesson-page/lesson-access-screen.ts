import type { LessonPage } from '../api/lesson-page.ts';
import { fillAccessMessage, lessonScreen } from './lesson-page.ts';

// The screen of a lesson the viewer may not read (spec 3 §4, docs/lesson-page.md), described once: its
// heading, message, "Go there" link, buttons and note, in order, for each access state. The app's view
// (ui/lesson-page/lesson-page-view.tsx) and the served first paint (app/server/lesson-page/lesson-page-html.ts)
// both draw it from this description, so the page a visitor sees first has the app's words in the app's order.

/** A button of the access screen: its action, look and words; a link where it has an address. */
export interface AccessScreenAction {
  action: 'sign-in' | 'get-access' | 'pre-register';
  variant: 'primary' | 'secondary';
  label: string;
  /** Where it leads; null for pre-register, which is a call of the page. */
  href: string | null;
}

/** One part of the access screen, drawn in the order given. */
export type AccessScreenPart =
  | { part: 'heading'; text: string }
  | { part: 'message'; text: string }
  | { part: 'link'; text: string; href: string }
  | { part: 'actions'; actions: AccessScreenAction[] }
  | { part: 'note'; text: string };

/** The access screen of a lesson the viewer may not read. */
export interface LessonAccessScreen {
  /** Which screen: get access (the lesson is sold or offered) or unavailable. */
  kind: 'get-access' | 'unavailable';
  /** The heading's element id, which names the screen (`aria-labelledby`). */
  headingId: 'lesson-access-title' | 'lesson-denied-title';
  parts: AccessScreenPart[];
}

/** What the access screen needs of the viewer: whether signed in, the `lesson` texts, their dates, the sign-in address. */
export interface AccessScreenViewer {
  signedIn: boolean;
  /** A text of the `lesson` group (its key without the group) in the viewer's language. */
  text: (key: string) => string;
  /** A date as the viewer reads it, or null where it cannot be written (then the dated message is left out). */
  formatDate: (iso: string) => string | null;
  signInHref: string;
}

/** The blocked message with its date and practice filled, or null (none, or its date cannot be written). */
function blockedMessage(lesson: LessonPage, viewer: AccessScreenViewer): string | null {
  const info = lesson.blocked_info;
  if (!info) return null;
  const date = info.access_date ? viewer.formatDate(info.access_date) : null;
  if (info.access_date && date === null) return null;
  return fillAccessMessage(viewer.text(`blocked_${info.type}`), { date, practice: info.checkpoint_name });
}

/** The access screen of `lesson` for this viewer, or null when the lesson shows its units. */
export function lessonAccessScreen(
  lesson: LessonPage,
  viewer: AccessScreenViewer,
): LessonAccessScreen | null {
  const screen = lessonScreen(lesson);
  if (screen === 'units') return null;
  const { text, signedIn } = viewer;
  const blocked = blockedMessage(lesson, viewer);
  const signIn: AccessScreenAction[] = signedIn
    ? []
    : [{ action: 'sign-in', variant: 'primary', label: text('sign_in'), href: viewer.signInHref }];
  const getAccess = (variant: AccessScreenAction['variant']): AccessScreenAction[] =>
    lesson.link_get_access
      ? [{ action: 'get-access', variant, label: text('get_access'), href: lesson.link_get_access }]
      : [];
  if (screen === 'get-access')
    return {
      kind: 'get-access',
      headingId: 'lesson-access-title',
      parts: [
        { part: 'heading', text: text('get_access_title') },
        { part: 'message', text: blocked ?? text('get_access_lead') },
        { part: 'actions', actions: [...signIn, ...getAccess(signedIn ? 'primary' : 'secondary')] },
      ],
    };
  const access = lesson.course_access;
  // A subscriber's lesson that opens later (a date, a checkpoint, the lessons before it) is not "denied".
  const opensLater = signedIn && lesson.blocked_info != null && lesson.blocked_info.type !== 'offer';
  const parts: AccessScreenPart[] = [
    {
      part: 'heading',
      text: text(opensLater ? 'not_open_title' : signedIn ? 'access_denied' : 'access_denied_guest'),
    },
  ];
  if (blocked) parts.push({ part: 'message', text: blocked });
  if (lesson.blocked_info?.link)
    parts.push({ part: 'link', text: text('move'), href: lesson.blocked_info.link });
  parts.push({
    part: 'actions',
    actions: [
      ...signIn,
      ...(!access.is_course_subscribed && access.is_product_on_sale ? getAccess('secondary') : []),
      ...(access.can_pre_subscribe && signedIn
        ? [{ action: 'pre-register', variant: 'secondary', label: text('pre_entry'), href: null } as const]
        : []),
    ],
  });
  if (access.is_course_pre_subscribed) parts.push({ part: 'note', text: text('pre_entry_done') });
  return { kind: 'unavailable', headingId: 'lesson-denied-title', parts };
}
