/** Spec 2 §9: how long a notification stays, in ms. */
export const NOTIFICATION_DURATION = 3000;
/** Spec 2 §8–9, spec 3 §9: error notifications (player, quiz, request errors) stay 5 s. */
export const NOTIFICATION_ERROR_DURATION = 5000;
/** At most this many notifications show at once; the oldest leaves when another comes. */
export const NOTIFICATIONS_MAX_VISIBLE = 4;
