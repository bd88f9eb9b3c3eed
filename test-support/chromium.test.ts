import { expect, test } from 'vitest';
import { DEBIAN_CHROMIUM, findChromium } from './chromium.ts';

const PLAYWRIGHTS = '/home/cook/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const NAMED = '/opt/google/chrome/chrome';

/** A machine on which only `present` exist. */
const machine =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

test('Playwright’s own Chromium comes first, where `npx playwright install chromium` put it, even beside Debian’s', () => {
  expect(findChromium({ named: undefined, playwrights: PLAYWRIGHTS, exists: machine(PLAYWRIGHTS, DEBIAN_CHROMIUM) })).toEqual({
    path: PLAYWRIGHTS,
  });
});

test('without it, Debian’s Chromium, also where Playwright has no Chromium for the platform', () => {
  expect(findChromium({ named: undefined, playwrights: PLAYWRIGHTS, exists: machine(DEBIAN_CHROMIUM) })).toEqual({ path: DEBIAN_CHROMIUM });
  expect(findChromium({ named: undefined, playwrights: undefined, exists: machine(DEBIAN_CHROMIUM) })).toEqual({ path: DEBIAN_CHROMIUM });
});

test('CHROME_PATH, when set, wins over both; empty, it is unset', () => {
  const everything = machine(NAMED, PLAYWRIGHTS, DEBIAN_CHROMIUM);
  expect(findChromium({ named: NAMED, playwrights: PLAYWRIGHTS, exists: everything })).toEqual({ path: NAMED });
  expect(findChromium({ named: '', playwrights: PLAYWRIGHTS, exists: everything })).toEqual({ path: PLAYWRIGHTS });
});

test('a CHROME_PATH with no browser there is said, not passed over for another', () => {
  expect(findChromium({ named: '/nowhere/chrome', playwrights: PLAYWRIGHTS, exists: machine(PLAYWRIGHTS, DEBIAN_CHROMIUM) })).toEqual({
    problem:
      'CHROME_PATH is /nowhere/chrome, and there is no browser there. Get one with `npx playwright install chromium` (on Debian or Ubuntu, `apt-get install chromium` also does), or set CHROME_PATH to a Chromium or Chrome.',
  });
});

test('with none, one message names where it looked and how to get one', () => {
  expect(findChromium({ named: undefined, playwrights: PLAYWRIGHTS, exists: machine() })).toEqual({
    problem: `The browser tests need Chromium, and there is none at ${PLAYWRIGHTS} or ${DEBIAN_CHROMIUM}. Get one with \`npx playwright install chromium\` (on Debian or Ubuntu, \`apt-get install chromium\` also does), or set CHROME_PATH to a Chromium or Chrome.`,
  });
});
