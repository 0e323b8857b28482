import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from './format.constants.ts';

/** A duration split into whole days, hours, minutes and seconds. */
export interface TimerParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Unit labels for the over-a-day display (translated by the caller). */
export interface TimerUnits {
  day: string;
  hour: string;
  minute: string;
}

const DEFAULT_UNITS: TimerUnits = { day: 'd', hour: 'h', minute: 'min' };

/** Splits seconds (negative counts as zero, fractions are dropped) into days, hours, minutes and seconds. */
export function timerParts(totalSeconds: number): TimerParts {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return {
    days: Math.floor(whole / SECONDS_PER_DAY),
    hours: Math.floor((whole % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((whole % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: whole % SECONDS_PER_MINUTE,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Timer display (spec 2 §9): days with hours and minutes when over one day, else hh:mm:ss. */
export function formatTimer(totalSeconds: number, units: TimerUnits = DEFAULT_UNITS): string {
  const parts = timerParts(totalSeconds);
  if (Math.floor(Math.max(0, totalSeconds)) > SECONDS_PER_DAY) {
    return `${parts.days} ${units.day} ${parts.hours} ${units.hour} ${parts.minutes} ${units.minute}`;
  }
  const hours = parts.days * 24 + parts.hours;
  return `${twoDigits(hours)}:${twoDigits(parts.minutes)}:${twoDigits(parts.seconds)}`;
}
