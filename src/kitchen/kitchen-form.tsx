import { useId } from 'react';
import type { Diet } from '../../core/food-words.ts';
import { DIET_IDS, isLanguage, TIME_LIMITS, UNITS, type TimeLimit, type Units } from '../../core/kitchen-words.ts';
import { SERVINGS, type Kitchen } from '../../core/kitchen.ts';
import { OWN_NAMES } from '../../core/page-language.ts';
import { pageLanguage, useT } from '../lib/i18n.ts';
import { AvoidField } from './avoid-field.tsx';

type KitchenFormProps = {
  kitchen: Kitchen;
  onChange: (kitchen: Kitchen) => void;
};

/** Every kitchen setting; each change applies at once, there is nothing to submit. */
export function KitchenForm({ kitchen, onChange }: KitchenFormProps) {
  const t = useT();
  const id = useId();
  const count = new Intl.NumberFormat(pageLanguage());
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
          <label htmlFor={field('diet')}>{t('kitchen.diet')}</label>
          <select id={field('diet')} value={kitchen.diet ?? 'none'} onChange={(event) => change({ diet: event.target.value as Diet })}>
            {DIET_IDS.map((diet) => (
              <option key={diet} value={diet}>
                {t(`kitchen.diet.${diet}`)}
              </option>
            ))}
          </select>
        </div>
        <AvoidField avoid={kitchen.avoid ?? []} onChange={(avoid) => change({ avoid: avoid.length > 0 ? [...avoid] : undefined })} />
      </div>
      <div className="kitchen-cooks">
        <div className="kitchen-field">
          <label htmlFor={field('servings')}>{t('kitchen.servings')}</label>
          <select
            id={field('servings')}
            value={kitchen.servings ?? ''}
            onChange={(event) => change({ servings: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t('kitchen.notSet')}</option>
            {SERVINGS.map((servings) => (
              <option key={servings} value={servings}>
                {count.format(servings)}
              </option>
            ))}
          </select>
        </div>

        <div className="kitchen-field">
          <label htmlFor={field('time')}>{t('kitchen.time')}</label>
          <select
            id={field('time')}
            value={kitchen.maxMinutes ?? ''}
            onChange={(event) => change({ maxMinutes: event.target.value ? (Number(event.target.value) as TimeLimit) : undefined })}
          >
            <option value="">{t('kitchen.noLimit')}</option>
            {TIME_LIMITS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('kitchen.maxMinutes', { minutes })}
              </option>
            ))}
          </select>
        </div>

        <div className="kitchen-field">
          <label htmlFor={field('units')}>{t('kitchen.units')}</label>
          <select
            id={field('units')}
            value={kitchen.units ?? ''}
            onChange={(event) => change({ units: (event.target.value || undefined) as Units | undefined })}
          >
            <option value="">{t('kitchen.notSet')}</option>
            {UNITS.map((units) => (
              <option key={units} value={units}>
                {t(`kitchen.units.${units}`)}
              </option>
            ))}
          </select>
        </div>

        <div className="kitchen-field">
          <label htmlFor={field('language')}>{t('kitchen.recipeLanguage')}</label>
          <select
            id={field('language')}
            value={kitchen.language ?? 'en'}
            onChange={(event) => {
              const language = event.target.value;
              if (isLanguage(language)) change({ language });
            }}
          >
            {/* Each language by its own name, as language pickers show them, whatever the page's language. */}
            {Object.entries(OWN_NAMES).map(([code, name]) => (
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
        <label htmlFor={field('only-mine')}>{t('kitchen.onlyMine')}</label>
        <p id={field('only-mine-hint')} className="kitchen-hint">
          {t('kitchen.onlyMineHint')}
        </p>
      </div>
    </div>
  );
}
