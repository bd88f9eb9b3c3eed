import { useId } from 'react';
import type { Diet } from '../../core/food-words.ts';
import { DIET_LABELS, isLanguage, TIME_LIMITS, type Language, type TimeLimit, type Units } from '../../core/kitchen-words.ts';
import { SERVINGS, type Kitchen } from '../../core/kitchen.ts';
import { AvoidField } from './avoid-field.tsx';

/** Each language by its own name, as language pickers show them. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  ja: '日本語',
  zh: '中文',
};

const UNIT_NAMES: Record<Units, string> = { metric: 'Metric (g, ml, °C)', us: 'US (cups, oz, °F)' };

type KitchenFormProps = {
  kitchen: Kitchen;
  onChange: (kitchen: Kitchen) => void;
};

/** Every kitchen setting; each change applies at once, there is nothing to submit. */
export function KitchenForm({ kitchen, onChange }: KitchenFormProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;

  function change(patch: Kitchen) {
    const next: Kitchen = { ...kitchen, ...patch };
    // A field put back to "not set" leaves the settings, so the request and storage never carry it.
    for (const key of Object.keys(next) as (keyof Kitchen)[]) if (next[key] === undefined) delete next[key];
    onChange(next);
  }

  return (
    <div className="kitchen-form">
      <div className="kitchen-eats">
        <div className="kitchen-field">
          <label htmlFor={field('diet')}>Diet</label>
          <select id={field('diet')} value={kitchen.diet ?? 'none'} onChange={(event) => change({ diet: event.target.value as Diet })}>
            {Object.entries(DIET_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <AvoidField avoid={kitchen.avoid ?? []} onChange={(avoid) => change({ avoid: avoid.length > 0 ? [...avoid] : undefined })} />
      </div>
      <div className="kitchen-cooks">
        <div className="kitchen-field">
          <label htmlFor={field('servings')}>Servings</label>
          <select
            id={field('servings')}
            value={kitchen.servings ?? ''}
            onChange={(event) => change({ servings: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">Not set</option>
            {SERVINGS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>

        <div className="kitchen-field">
          <label htmlFor={field('time')}>Time</label>
          <select
            id={field('time')}
            value={kitchen.maxMinutes ?? ''}
            onChange={(event) => change({ maxMinutes: event.target.value ? (Number(event.target.value) as TimeLimit) : undefined })}
          >
            <option value="">No limit</option>
            {TIME_LIMITS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes or less
              </option>
            ))}
          </select>
        </div>

        <div className="kitchen-field">
          <label htmlFor={field('units')}>Units</label>
          <select
            id={field('units')}
            value={kitchen.units ?? ''}
            onChange={(event) => change({ units: (event.target.value || undefined) as Units | undefined })}
          >
            <option value="">Not set</option>
            {Object.entries(UNIT_NAMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>

        <div className="kitchen-field">
          <label htmlFor={field('language')}>Recipe language</label>
          <select
            id={field('language')}
            value={kitchen.language ?? 'en'}
            onChange={(event) => {
              const language = event.target.value;
              if (isLanguage(language)) change({ language });
            }}
          >
            {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="kitchen-check">
        <input
          id={field('only-mine')}
          type="checkbox"
          checked={kitchen.onlyMine ?? false}
          aria-describedby={field('only-mine-hint')}
          onChange={(event) => change({ onlyMine: event.target.checked || undefined })}
        />
        <label htmlFor={field('only-mine')}>Use only my ingredients</label>
        <p id={field('only-mine-hint')} className="kitchen-hint">
          Plus salt, pepper, oil and water.
        </p>
      </div>
    </div>
  );
}
