/**
 * The page under attack, in real Chromium against the production server build: its policy and
 * headers, hostile Markdown from the model, every model failure as the cook sees it, and the
 * token kept out of every answer.
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serveStaticSite } from '../bench/static-site.ts';
import { contentSecurityPolicy, pagePolicyOf, PAGE_POLICY_FILE } from '../core/content-security-policy.ts';
import { markdownAttacks } from '../test-support/markdown-attacks.ts';
import { DIRECT_BUILD, SERVER_BUILD, SERVER_TOKEN, directFakeUrl } from './builds.ts';
import type { Scenario } from '../fake-model/server.ts';
import { addIngredients, askForRecipe, expect, recipeCard, test } from './fixtures.ts';

/** What the page reports about itself: policy violations and anything that ran a dialog or set the flag. */
type Watch = { violations: string[]; pwned: number };

/**
 * Before any page script runs: counts every dialog (or `window.__pwned`) instead of showing it,
 * and records every Content-Security-Policy violation Chromium reports.
 */
async function watchPage(page: Page, origin: string) {
  const problems = { dialogs: [] as string[], foreignRequests: [] as string[], consoleViolations: [] as string[] };
  await page.addInitScript(() => {
    const watch: Watch = { violations: [], pwned: 0 };
    Object.assign(window, { __watch: watch });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, { value: () => (watch.pwned += 1) });
    }
    Object.defineProperty(window, '__pwned', { set: () => (watch.pwned += 1) });
    document.addEventListener('securitypolicyviolation', (event) => {
      watch.violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('dialog', (dialog) => {
    problems.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) problems.foreignRequests.push(url);
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.consoleViolations.push(message.text());
  });
  return {
    problems,
    /** Everything that went wrong so far, as one value to compare with the empty result. */
    report: async () => ({
      ...problems,
      ...(await page.evaluate(() => (window as unknown as { __watch: Watch }).__watch)),
    }),
  };
}

const NOTHING_WRONG = { dialogs: [], foreignRequests: [], consoleViolations: [], violations: [], pwned: 0 };

/** The inline hashes a build recorded for its page's policy (build/page-policy.ts). */
const pagePolicyOfBuild = (build: string) => pagePolicyOf(readFileSync(join(build, PAGE_POLICY_FILE), 'utf8'));

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The hash source of each <style> element in a page, computed here from the bytes as served. */
const styleHashesIn = (html: string) => [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => hashOf(css!));
/** The same for each inline <script>: the boot script, and in direct mode the classic script that chooses the page's language. */
const scriptHashesIn = (html: string) =>
  [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(([, js]) => hashOf(js!));

test('every response of the production page carries the strict policy and security headers, and Chromium reports no violation', async ({
  page,
  app,
}) => {
  const watch = await watchPage(page, new URL(app).origin);
  const responses: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => responses.push({ url: response.url(), headers: response.headers() }));
  await page.goto(app);
  await askForRecipe(page);
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');
  await recipeCard(page).getByRole('button', { name: 'Another idea' }).click();
  await expect(recipeCard(page).getByRole('heading', { level: 3 })).toBeVisible();
  await expect(recipeCard(page)).toHaveAttribute('aria-busy', 'false');

  expect(responses.map((response) => new URL(response.url).pathname)).toEqual(
    expect.arrayContaining(['/', '/api/recipe', expect.stringMatching(/^\/assets\/.+\.js$/)]),
  );
  // The page and its own files allow the page's inline style, by its hash; the API's answers need no style at all.
  const { inlineStyles, inlineScripts } = pagePolicyOfBuild(SERVER_BUILD);
  const pagePolicy = contentSecurityPolicy([], 'header', inlineStyles, inlineScripts);
  for (const { url, headers } of responses) {
    const api = new URL(url).pathname.startsWith('/api/');
    expect(headers['content-security-policy'], url).toBe(api ? contentSecurityPolicy() : pagePolicy);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['access-control-allow-origin'], url).toBeUndefined();
  }
  const policy = responses[0]!.headers['content-security-policy']!.split('; ');
  // Server mode talks to its own API only: the model's address never reaches the page.
  expect(policy).toEqual(
    expect.arrayContaining([
      `script-src 'self' ${inlineScripts[0]}`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
    ]),
  );
  expect(await watch.report()).toEqual(NOTHING_WRONG);
});

test('the direct-mode page allows connections to itself and the model only, in a policy it carries itself', () => {
  const html = readFileSync(join(DIRECT_BUILD, 'index.html'), 'utf8');
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
  expect(content).toBe(contentSecurityPolicy([new URL(directFakeUrl()).origin], 'meta', styleHashesIn(html), scriptHashesIn(html)));
  expect(content).toContain(`connect-src 'self' ${new URL(directFakeUrl()).origin};`);
  // The meta tag comes before any script or style it must govern.
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.search(/<script|<style|<link rel="stylesheet"/));
});

for (const mode of ['server', 'direct'] as const) {
  test(`${mode} mode: the first screen's inline style is allowed by its hash and nothing wider, it applies, and Chromium reports no violation`, async ({
    page,
    app,
  }) => {
    // Direct mode is a static site: its policy is the meta tag alone, with no header from a server.
    const site = mode === 'direct' ? await serveStaticSite(DIRECT_BUILD) : null;
    try {
      const origin = site?.url ?? app;
      const watch = await watchPage(page, new URL(origin).origin);
      const response = await page.goto(origin);
      const html = await response!.text();
      const hashes = styleHashesIn(html);
      expect(hashes).toHaveLength(1);
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(pagePolicyOfBuild(mode === 'direct' ? DIRECT_BUILD : SERVER_BUILD)).toEqual({
        inlineStyles: hashes,
        inlineScripts: scriptHashesIn(html),
      });
      const policy =
        mode === 'direct'
          ? await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
          : response!.headers()['content-security-policy'];
      expect(policy!.split('; ').filter((directive) => directive.startsWith('style-src'))).toEqual([`style-src 'self' ${hashes[0]}`]);
      // The page's inline scripts are allowed by their hashes and nothing wider.
      expect(policy!.split('; ').filter((directive) => directive.startsWith('script-src'))).toEqual([
        `script-src 'self' ${scriptHashesIn(html).join(' ')}`,
      ]);
      expect(policy).not.toContain('unsafe-inline');

      // Styled: the accent on the button, the page's own background.
      await expect(page.getByRole('button', { name: '+ Add ingredient' })).toHaveCSS('background-color', 'rgb(168, 51, 10)');
      await expect(page.locator('body')).toHaveCSS('margin', '0px');
      await addIngredients(page, 'egg');
      await expect(page.getByRole('list').getByText('egg')).toBeVisible();
      expect(await watch.report()).toEqual(NOTHING_WRONG);
    } finally {
      await site?.close();
    }
  });
}

test('hostile Markdown from the model runs no script, loads nothing from another origin and leaves no unsafe element or link', async ({
  page,
  app,
  fake,
}) => {
  // Sixty recipes, one after another: about 40 s alone, past 90 s beside another worker on two
  // cores. A safety net against a hang, not a measure.
  test.setTimeout(300_000);
  const watch = await watchPage(page, new URL(app).origin);
  await page.goto(app);
  await addIngredients(page, 'egg', 'spinach', 'cheese', 'onion');
  const card = recipeCard(page);

  for (const [index, attack] of markdownAttacks.entries()) {
    fake.enqueue({ kind: 'recipe', recipe: attack, tokensPerSecond: 0 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await expect.poll(() => fake.chats().length, { intervals: [20] }).toBe(index + 1);
    await expect(card, attack).toHaveAttribute('aria-busy', 'false');
    // What the model wrote, as rendered; the card's own controls (the change form among them) are ours.
    const unsafe = await card.locator('.recipe-text').evaluate((section) => {
      const SAFE_TAGS = /^(div|section|h[2-6]|p|ul|ol|li|pre|code|blockquote|hr|table|thead|tbody|tr|th|td|strong|em|del|br|a|button)$/;
      const found: string[] = [];
      for (const element of section.querySelectorAll('*')) {
        if (!SAFE_TAGS.test(element.localName)) found.push(`<${element.localName}>`);
        for (const { name, value } of element.attributes) {
          if (/^on|^(style|src|srcdoc|srcset|action|formaction|data|xlink:href)$/i.test(name)) found.push(`${name}="${value}"`);
        }
        const href = element.getAttribute('href');
        if (href !== null && !/^(https?:\/\/|mailto:)/i.test(href)) found.push(`href="${href}"`);
      }
      return found;
    });
    expect(unsafe, attack).toEqual([]);
  }
  expect(await watch.report()).toEqual(NOTHING_WRONG);
});

const FAULTS: [string, Scenario, RegExp][] = [
  ['the token is refused (401)', { kind: 'status', status: 401 }, /turned down our access key/],
  ['the credits ran out (402)', { kind: 'status', status: 402 }, /run out of credits/],
  ['no provider serves the model', { kind: 'status', status: 400 }, /not available from the model service/],
  ['the model is rate limited (429)', { kind: 'status', status: 429 }, /busy right now/],
  ['the model service fails (500)', { kind: 'status', status: 500 }, /unavailable right now/],
  ['the model reports an error mid-answer', { kind: 'stream-error', afterTokens: 6 }, /ran into a problem while writing/],
  ['the model sends a malformed event mid-answer', { kind: 'malformed', afterTokens: 6 }, /ran into a problem while writing/],
  ['the connection drops mid-answer', { kind: 'drop', afterTokens: 6 }, /dropped before the recipe was finished/],
  ['the model never answers', { kind: 'hang' }, /took too long to answer/],
  ['the model stalls mid-answer', { kind: 'drip', intervalMs: 10_000 }, /took too long to answer/],
];

for (const [what, scenario, message] of FAULTS) {
  test(`when ${what}, the cook sees a plain message, the earlier recipe is gone, and the model request is closed`, async ({
    page,
    app,
    fake,
  }) => {
    fake.enqueue({ kind: 'recipe', recipe: '# Earlier Frittata\n\nAn earlier recipe.\n', tokensPerSecond: 0 }, scenario);
    await page.goto(app);
    await askForRecipe(page);
    const card = recipeCard(page);
    await expect(card.getByRole('heading', { name: 'Earlier Frittata' })).toBeVisible();
    await expect(card).toHaveAttribute('aria-busy', 'false');

    await card.getByRole('button', { name: 'Another idea' }).click();
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Earlier Frittata')).toHaveCount(0);
    await expect(page.getByText('An earlier recipe.')).toHaveCount(0);
    await fake.waitForClose(fake.chats()[1]!, 1_000);
    await expect(page.getByRole('alert')).not.toContainText(SERVER_TOKEN);
  });
}

test('closing the page before the first word arrives stops the upstream model request within 1 s', async ({ page, app, fake }) => {
  fake.enqueue({ kind: 'hang' });
  await page.goto(app);
  await askForRecipe(page);
  await expect.poll(() => fake.chats().length).toBe(1);
  await page.close();
  await fake.waitForClose(fake.chats()[0]!, 1_000);
  expect(fake.chats()[0]!.closedEarly).toBe(true);
});

test('API error answers never carry the token, whatever the model service sent back', async ({ app, fake }) => {
  const leak = { error: { message: `echo of ${SERVER_TOKEN}`, type: 'server_error' } };
  fake.enqueue(
    { kind: 'status', status: 401, body: leak },
    { kind: 'status', status: 500, body: `echo of ${SERVER_TOKEN}`, contentType: 'text/plain' },
    { kind: 'stream-error', afterTokens: 0, message: `echo of ${SERVER_TOKEN}` },
    { kind: 'stream-error', afterTokens: 3, message: `echo of ${SERVER_TOKEN}` },
  );
  const post = (body: string, type = 'application/json') =>
    fetch(`${app}/api/recipe`, { method: 'POST', headers: { 'Content-Type': type }, body });
  const valid = JSON.stringify({ ingredients: ['egg', 'spinach', 'cheese', 'onion'] });
  const answers = [
    await post(valid),
    await post(valid),
    await post(valid),
    await post(valid),
    await post('egg', 'text/plain'),
    await post('{"ingredients":'),
    await post(JSON.stringify({ ingredients: ['x'.repeat(70_000)] })),
    await fetch(`${app}/api/nothing`),
    await fetch(`${app}/api/health`),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([502, 502, 502, 200, 415, 400, 413, 404, 200]);
  for (const answer of answers) {
    const text = JSON.stringify([...answer.headers]) + (await answer.text());
    expect(text).not.toContain(SERVER_TOKEN);
    expect(text).not.toContain('echo of');
  }
});
