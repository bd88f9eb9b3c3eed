/**
 * Which Chromium the browser tests drive (and, through playwright.config.ts, the screenshots and
 * the bench), first found of:
 * 1. `CHROME_PATH`, when set: a browser someone named is the one used, and one that is not there
 *    is said, never passed over for another;
 * 2. Playwright's own, where `npx playwright install chromium` put it (Playwright says where, and
 *    follows `PLAYWRIGHT_BROWSERS_PATH`);
 * 3. Debian's, `/usr/bin/chromium` (`apt-get install chromium`), which `.ci/run` installs.
 */

import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

type ChromiumPlaces = {
  /** `CHROME_PATH`; empty is unset. */
  named: string | undefined;
  /** Where Playwright's own Chromium is, or would be once installed; undefined where Playwright has none for this platform. */
  playwrights: string | undefined;
  exists: (path: string) => boolean;
};

type ChromiumFound = { path: string } | { problem: string };

const HOW_TO_GET_ONE =
  'Get one with `npx playwright install chromium` (on Debian or Ubuntu, `apt-get install chromium` also does), or set CHROME_PATH to a Chromium or Chrome.';

export function findChromium({ named, playwrights, exists }: ChromiumPlaces): ChromiumFound {
  if (named) {
    return exists(named) ? { path: named } : { problem: `CHROME_PATH is ${named}, and there is no browser there. ${HOW_TO_GET_ONE}` };
  }
  const places = [playwrights, DEBIAN_CHROMIUM].filter((path) => path !== undefined);
  const path = places.find(exists);
  if (path) return { path };
  return { problem: `The browser tests need Chromium, and there is none at ${places.join(' or ')}. ${HOW_TO_GET_ONE}` };
}

/** Where Playwright's own Chromium is, or would be once installed; undefined where Playwright has none for this platform. */
export function playwrightsChromium(): string | undefined {
  try {
    return chromium.executablePath() || undefined;
  } catch {
    return undefined;
  }
}
