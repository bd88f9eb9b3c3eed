import { expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../core/kitchen-words.ts';
import { demoBanner } from './demo-banner.ts';

test('the demo banner is written in each of the ten languages, and still names HF_TOKEN', () => {
  const english = demoBanner('en');
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    const banner = demoBanner(language);
    expect(banner).toContain('HF_TOKEN');
    if (language !== 'en') expect(banner, language).not.toMatch(/canned|samples|Demo model/);
  }
  expect(english).toContain('aria-label="Demo model"');
});
