/**
 * The Markdown renderers the benchmark sets beside the recipe card's (bench/peers/markdown-*.ts)
 * render the recipe as the card does and are configured for untrusted model output; and their
 * budget fails when a peer was not measured. Here rather than in bench/, where the test projects do not look.
 */

import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { LONG_RECIPE } from '../fake-model/recipes.ts';
import { Markdown as ReactMarkdownCard } from '../bench/peers/markdown-react-markdown.ts';
import { Markdown as StreamdownCard } from '../bench/peers/markdown-streamdown.ts';
import type { RendererFigures, RenderingPeersResult, RenderingRun } from '../bench/browser.ts';
import { buildSections } from '../bench/report.ts';

const ADAPTERS: [string, FunctionComponent<{ source: string }>][] = [
  ['react-markdown', ReactMarkdownCard],
  ['streamdown', StreamdownCard],
];
const render = (Card: FunctionComponent<{ source: string }>, source: string) => renderToStaticMarkup(createElement(Card, { source }));

const HOSTILE = [
  'Stir well.<script>alert(1)</script> <img src="https://tracker.example/p.gif" onerror="alert(2)">',
  '',
  '<iframe src="https://evil.example/"></iframe>',
  '',
  '![a pixel](https://tracker.example/pixel.png) [a trap](javascript:alert(3)) [the source](https://example.org/stew)',
].join('\n');

describe.each(ADAPTERS)('the %s card', (_name, Card) => {
  test('renders the recipe as ours does: the title as h3, sections as h4, the ingredients as a list', () => {
    const html = render(Card, LONG_RECIPE);
    expect(html).toMatch(/^<div class="[^"]*\bmarkdown\b[^"]*">/);
    expect(html).toMatch(/<h3[^>]*>Slow-Braised Beef and Vegetable Stew<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Ingredients<\/h4>/);
    expect(html).toMatch(/<li[^>]*>2 1\/2 lb \(1\.1 kg\) boneless beef chuck/);
  });

  test('makes no element, attribute or link of raw HTML, images or script links; an https link stays readable', () => {
    const card = JSDOM.fragment(render(Card, HOSTILE));
    expect(card.textContent).toContain('Stir well.');
    // Raw HTML is dropped or shown as text, never markup: nothing the browser would fetch or run.
    expect(card.querySelectorAll('script, img, iframe, [src]')).toHaveLength(0);
    const attributes = [...card.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => /^on/i.test(name))).toEqual([]);
    expect([...card.querySelectorAll('[href]')].map((link) => link.getAttribute('href'))).not.toContain('javascript:alert(3)');
    // react-markdown writes the link; streamdown a button that asks before it opens it.
    expect([...card.querySelectorAll('a, button')].map((link) => link.textContent)).toContain('the source');
  });
});

const run = (taskMs: number): RenderingRun => ({
  tokensPerSecond: 100,
  cpuSlowdown: 4,
  tokens: 1024,
  seconds: 11,
  finished: true,
  longTasks: 0,
  longestTaskMs: 0,
  scriptMsPer1000Tokens: taskMs / 2,
  taskMsPer1000Tokens: taskMs,
  layoutMsPer1000Tokens: taskMs / 4,
  layoutShiftCls: 0,
});
const figures = (name: string, gzip: number, taskMs?: number): RendererFigures => ({
  name,
  libraries: [name],
  initialJs: { raw: gzip * 3, gzip, brotli: gzip },
  rendererJs: { raw: gzip, gzip: gzip / 4, brotli: gzip / 4, files: [`markdown-${name}.js`] },
  run: taskMs === undefined ? undefined : run(taskMs),
  runs: taskMs === undefined ? [] : [run(taskMs)],
});
/** The Markdown renderers table of a run that measured only these renderers. */
const renderingPeersSection = (measured: Omit<RenderingPeersResult, 'tokens'>) => {
  const machine = { os: '', cpu: '', cores: 2, memoryBytes: 0, node: '', chromium: '', openFileLimit: 0 };
  const results = { timestamp: '', wallSeconds: 0, machine, errors: {}, loadAverage: {}, renderingPeers: { tokens: 512, ...measured } };
  return buildSections(results).find((section) => section.title === 'Markdown renderers')!;
};
const budgets = (section: ReturnType<typeof renderingPeersSection>) =>
  section.rows.filter((row) => row.budget).map((row) => row.budget!.pass);

test('the renderers section passes where ours is at most each peer, and fails where one is higher or a peer was not measured', () => {
  const both = [figures('react-markdown', 80_000, 300), figures('streamdown', 90_000, 400)];
  const section = renderingPeersSection({ tokensPerSecond: 100, cpuSlowdown: 4, ours: figures('ours', 74_000, 200), peers: both });
  expect(section.columns).toEqual(['Pantry Chef', 'react-markdown', 'Ours / react-markdown', 'streamdown', 'Ours / streamdown']);
  expect(budgets(section)).toEqual([true, true, true, true, true]);
  expect(section.rows[1]?.more).toEqual(['300 ms', '0.67×', '400 ms', '0.50×']);

  const slower = renderingPeersSection({ tokensPerSecond: 100, cpuSlowdown: 4, ours: figures('ours', 74_000, 350), peers: both });
  expect(budgets(slower)).toEqual([true, false, false, true, true]);

  const unmeasured = [figures('react-markdown', 80_000, 300), { ...figures('streamdown', 90_000), error: 'the build failed' }];
  const missing = renderingPeersSection({ tokensPerSecond: 100, cpuSlowdown: 4, ours: figures('ours', 74_000, 200), peers: unmeasured });
  expect(budgets(missing)).toEqual([false, false, false, true, true]);
  expect(missing.rows[1]?.more).toEqual(['300 ms', '0.67×', 'not measured', '—']);
});
