import { useCallback, useEffect, useRef, useState } from 'react';
import { pageLanguage, useT } from '../lib/i18n.ts';
import { createAlarm, type Alarm } from './alarm.ts';
import { timerName } from './timer-words.ts';

export type Timer = {
  id: number;
  /** The step and the duration within it that the timer was started from. */
  step: number;
  duration: number;
  /** How long it runs: with the step, what the cook sees and hears ("10 min timer, step 2", timer-words.ts), in the page's language of the moment. */
  minutes: number;
  /** Date.now() at which it runs out. */
  endsAt: number;
};

type TimerStart = Pick<Timer, 'step' | 'duration' | 'minutes'>;

// Time left is worked out from the clock at each tick, so a slow or throttled tick never makes a timer late.
const TICK_MS = 250;

/**
 * Any number of kitchen timers, driven by one interval while any is running. A timer that runs
 * out rings once, and is announced, then stays listed until the cook dismisses it.
 */
export function useTimers() {
  const t = useT();
  const [timers, setTimers] = useState<readonly Timer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  // The timers last announced, worded at each render: a change of language words them anew.
  const [ended, setEnded] = useState<readonly Timer[]>([]);
  const rung = useRef(new Set<number>());
  const alarm = useRef<Alarm | null>(null);
  const nextId = useRef(1);
  const running = timers.some((timer) => timer.endsAt > now);

  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => {
      const time = Date.now();
      setNow(time);
      const runOut = timers.filter((timer) => timer.endsAt <= time && !rung.current.has(timer.id));
      if (runOut.length === 0) return;
      for (const timer of runOut) rung.current.add(timer.id);
      setEnded(runOut);
      alarm.current?.ring();
    }, TICK_MS);
    return () => clearInterval(interval);
  }, [running, timers]);

  useEffect(() => {
    const sounds = alarm;
    return () => sounds.current?.close();
  }, []);

  const start = useCallback((timer: TimerStart) => {
    alarm.current ??= createAlarm();
    const id = nextId.current++;
    const time = Date.now();
    setNow(time);
    const started: Timer = { ...timer, id, endsAt: time + timer.minutes * 60_000 };
    // Starting a step's timer again starts it afresh, in its place in the list.
    setTimers((list) =>
      list.some((other) => same(other, started)) ? list.map((other) => (same(other, started) ? started : other)) : [...list, started],
    );
  }, []);

  const stop = useCallback((id: number) => {
    setTimers((list) => list.filter((timer) => timer.id !== id));
  }, []);

  const announcement =
    ended.length === 0
      ? ''
      : t('cooking.timer.doneAnnouncement', {
          timers: new Intl.ListFormat(pageLanguage(), { type: 'conjunction' }).format(ended.map(timerName)),
        });

  return { timers, now, announcement, start, stop };
}

export type Timers = ReturnType<typeof useTimers>;

const same = (a: Timer, b: Timer) => a.step === b.step && a.duration === b.duration;

/** "09:59": minutes and seconds left, rounded up so a timer shows 00:00 only when it has run out. */
export function timeLeft(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
