import { timeLeft, type Timer } from './use-timers.ts';

type TimerListProps = {
  timers: readonly Timer[];
  now: number;
  onStop: (id: number) => void;
};

/** The running timers, each with its time left and its own Stop button. */
export function TimerList({ timers, now, onStop }: TimerListProps) {
  if (timers.length === 0) return null;
  return (
    <ul className="timer-list" aria-label="Timers">
      {timers.map((timer) => {
        const done = timer.endsAt <= now;
        const action = done ? 'Dismiss' : 'Stop';
        return (
          <li key={timer.id} className={done ? 'timer timer-done' : 'timer'}>
            <span className="timer-label">{timer.label}</span>
            <span className="timer-time" role="timer">
              {done ? "Time's up" : timeLeft(timer.endsAt - now)}
            </span>
            <button type="button" aria-label={`${action} ${timer.label}`} onClick={() => onStop(timer.id)}>
              {action}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
