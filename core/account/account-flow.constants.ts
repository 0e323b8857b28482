/** The resend countdown ticks every second (spec 1 §9 "Countdown updates every second"). */
export const COUNTDOWN_TICK_MS = 1000;
