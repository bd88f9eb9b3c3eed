import { Suspense, useId, useState } from 'react';
import { kitchenSummary } from './kitchen-summary.ts';
import type { Kitchen } from '../../core/kitchen.ts';
import { preloadSafetyCheck } from './load-safety-alert.ts';

import { lazyComponent } from '../lib/lazy-component.ts';
import { useT } from '../lib/use-t.ts';

const [KitchenForm, loadForm] = lazyComponent(() => import('./kitchen-form.tsx'), 'KitchenForm', 'kitchen');

/** The kitchen form, and the safety check that reads a recipe against it. */
export function preloadKitchen() {
  void loadForm();
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
          onClick={() => setOpen(!open)}
        >
          {t('page.yourKitchen')}
        </button>
        {!open && (
          <p id={summaryId} className="kitchen-summary">
            {kitchenSummary(kitchen)}
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
