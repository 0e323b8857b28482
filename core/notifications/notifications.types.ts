/** Colour and meaning of a notification: red danger, green success, blue info. */
export type NotificationKind = 'danger' | 'success' | 'info';

/** What a caller asks to show. */
export interface NotificationRequest {
  kind?: NotificationKind;
  title?: string;
  text?: string;
  /** In ms; defaults to 3000, or 5000 for danger. */
  duration?: number;
}

/** A notification in the queue. */
export interface Notification {
  id: string;
  kind: NotificationKind;
  title: string;
  text: string;
  duration: number;
}

/** Input of one notification's timer. */
export interface NotificationTimerInput {
  id: string;
  duration: number;
  /** Starts paused (the pointer is over the stack). */
  paused: boolean;
  now: () => number;
}

/** What one notification's timer keeps. */
export interface NotificationTimerContext {
  id: string;
  /** Time left to show, in ms, as of `startedAt`. */
  remaining: number;
  startedAt: number;
  /** Began while the stack was paused. */
  startsPaused: boolean;
  now: () => number;
}

/** Events of one notification's timer. */
export type NotificationTimerEvent = { type: 'notification.pause' } | { type: 'notification.resume' };

/** Input of the queue. */
export interface NotificationsInput {
  /** Clock in ms; Date.now in the app, a fake in specs. */
  now?: () => number;
  maxVisible?: number;
}

/** What the queue keeps. */
export interface NotificationsContext {
  notifications: Notification[];
  nextId: number;
  maxVisible: number;
  now: () => number;
}

/** Requests to the queue; a timer reaching its end (`xstate.done.actor.<id>`) removes its notification. */
export type NotificationsEvent =
  | { type: 'notification.show'; notification: NotificationRequest }
  | { type: 'notification.dismiss'; id: string }
  | { type: 'notifications.pause' }
  | { type: 'notifications.resume' }
  | { type: 'notifications.clear' };
