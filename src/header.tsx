import { useId } from 'react';
import { LANGUAGES, isLanguage, type Language } from '../core/kitchen-words.ts';
import { OWN_NAMES } from '../core/page-language.ts';
import { pageLanguage } from './lib/i18n.ts';
import { useT } from './lib/use-t.ts';
import { chooseLanguage } from './lib/page-language.ts';

export function Header() {
  const t = useT();
  const select = useId();
  return (
    <header className="site-header">
      <img src="/logo.svg" alt={t('page.logo')} width="44" height="44" />
      <h1>Pantry Chef</h1>
      <div className="page-language">
        <label htmlFor={select}>{t('page.language')}</label>
        {/* Before the app takes over, a change reloads the page in the chosen language (src/boot.ts). */}
        <select
          id={select}
          name="language"
          value={pageLanguage()}
          onChange={(event) => {
            if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
          }}
        >
          {(Object.keys(LANGUAGES) as Language[]).map((code) => (
            <option key={code} value={code} lang={code}>
              {OWN_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
