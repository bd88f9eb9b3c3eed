import { t } from '../lib/i18n.ts';

/** A timer's length in the page's language: "10 min", "30 sec", "1 min 30 sec"; whole seconds, minutes from 60 of them. */
export function timerDuration(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (whole === 0) return t('cooking.timer.seconds', { seconds: rest });
  if (rest === 0) return t('cooking.timer.minutes', { minutes: whole });
  return t('cooking.timer.minutesSeconds', { minutes: whole, seconds: rest });
}

/** What the cook sees and hears of a running timer: "10 min timer, step 2". */
export function timerName(timer: { minutes: number; step: number }): string {
  return t('cooking.timer.name', { duration: timerDuration(timer.minutes), step: timer.step + 1 });
}
