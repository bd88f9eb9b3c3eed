import { Suspense, useId, useState } from 'react';
import type { Kitchen } from '../../core/kitchen.ts';
import { preloadSafetyCheck } from './load-safety-alert.ts';

import { lazyComponent } from '../lib/lazy-component.ts';
import { pageLanguage, useT } from '../lib/i18n.ts';

const [KitchenForm, loadForm] = lazyComponent(() => import('./kitchen-form.tsx'), 'KitchenForm', 'kitchen');
const [KitchenSummary, loadSummary] = lazyComponent(() => import('./kitchen-summary.tsx'), 'KitchenSummary', 'kitchen');

/** The kitchen form and its summary, and the safety check that reads a recipe against it. */
export function preloadKitchen() {
  void loadForm();
  void loadSummary();
  preloadSafetyCheck();
}

type YourKitchenProps = {
  kitchen: Kitchen;
  onChange: (kitchen: Kitchen) => void;
};

/** The kitchen settings behind a disclosure button; closed, a one-line summary of what is set. The form itself is prefetched once the cook uses the page. */
export function YourKitchen({ kitchen, onChange }: YourKitchenProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const summaryId = useId();
  // Nothing chosen: the kitchen holds only the page's language (app.tsx), as on the first screen.
  const nothingChosen = Object.entries(kitchen).every(([field, value]) => field === 'language' && value === pageLanguage());

  return (
    <section className="kitchen" aria-labelledby={`${panelId}-toggle`}>
      <div className="kitchen-bar">
        <button
          type="button"
          id={`${panelId}-toggle`}
          className="kitchen-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={open ? undefined : summaryId}
          onClick={() => {
            setOpen(!open);
            // What is chosen in the form is summed up once it closes.
            void loadSummary();
          }}
        >
          {t('page.yourKitchen')}
        </button>
        {!open && (
          <p id={summaryId} className="kitchen-summary">
            {nothingChosen ? (
              t('page.summary.nothingSet')
            ) : (
              <Suspense fallback={null}>
                <KitchenSummary kitchen={kitchen} />
              </Suspense>
            )}
          </p>
        )}
      </div>
      <div id={panelId} className="kitchen-panel" hidden={!open}>
        {open && (
          <Suspense fallback={<p className="kitchen-loading">{t('page.openingKitchen')}</p>}>
            <KitchenForm kitchen={kitchen} onChange={onChange} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
