import { useT } from '../lib/i18n.ts';
import { timerDuration, timerName } from './timer-words.ts';
import { timeLeft, type Timer } from './use-timers.ts';

type TimerListProps = {
  timers: readonly Timer[];
  now: number;
  onStop: (id: number) => void;
};

/** The running timers, each with its time left and its own Stop button. */
export function TimerList({ timers, now, onStop }: TimerListProps) {
  const t = useT();
  if (timers.length === 0) return null;
  return (
    <ul className="timer-list" aria-label={t('cooking.timer.list')}>
      {timers.map((timer) => {
        const done = timer.endsAt <= now;
        const name = timerName(timer);
        const words = { duration: timerDuration(timer.minutes), step: timer.step + 1 };
        return (
          <li key={timer.id} className={done ? 'timer timer-done' : 'timer'}>
            <span className="timer-label">{name}</span>
            <span className="timer-time" role="timer">
              {done ? t('cooking.timer.done') : timeLeft(timer.endsAt - now)}
            </span>
            <button
              type="button"
              aria-label={done ? t('cooking.timer.dismissNamed', words) : t('cooking.timer.stopNamed', words)}
              onClick={() => onStop(timer.id)}
            >
              {done ? t('cooking.timer.dismiss') : t('cooking.timer.stop')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
