import { useId } from 'react';
import { LANGUAGES, isLanguage, type Language } from '../core/kitchen-words.ts';
import { OWN_NAMES } from '../core/page-language.ts';
import { pageLanguage, useT } from './lib/i18n.ts';

/** What a change of language runs (src/lib/choose-language.ts): fetched when the page is idle (main.tsx), or at the change. */
export const loadLanguageChoice = () => import('./lib/choose-language.ts');

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
            const language = event.target.value;
            if (isLanguage(language)) void loadLanguageChoice().then(({ chooseLanguage }) => chooseLanguage(language));
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
