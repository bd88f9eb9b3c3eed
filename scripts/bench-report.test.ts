/**
 * The benchmark's report, from small made-up results: its charts and the README figures it
 * writes. Here rather than in bench/, because the test projects in vite.config.ts do not look there.
 */

import { JSDOM } from 'jsdom';
import { expect, test } from 'vitest';
import { renderCharts, type ChartData } from '../bench/charts.ts';
import { beforeAfter, spliceRegions } from '../bench/readme.ts';
import type { Section } from '../bench/report.ts';

const GOALS: ChartData['goals'] = {
  addedP50Ms: 250,
  addedP99Ms: 1_000,
  atStreams: 1_000,
  relayOverModel: 0.5,
  healthOverBare: 0.4,
  mobileFcpMs: 1_000,
  mobileLcpMs: 1_100,
};

const DATA: ChartData = {
  streams: [
    { streams: 100, served: 100, server: { p50: 120, p99: 260 }, model: { p50: 55, p99: 70 } },
    { streams: 500, served: 500, server: { p50: 600, p99: 900 }, model: { p50: 350, p99: 500 } },
    { streams: 1_000, served: 998, server: { p50: 700, p99: 1_500 }, model: { p50: 430, p99: 660 } },
  ],
  relay: { server: 330, reference: 650, ratio: 0.51, connections: 20 },
  health: { server: 14_000, reference: 30_000, ratio: 0.47, connections: 50 },
  lighthouse: [
    { preset: 'mobile', fcpMs: 950, lcpMs: 1_050 },
    { preset: 'desktop', fcpMs: 390, lcpMs: 510 },
  ],
  goals: GOALS,
};

function chart(file: string) {
  const found = renderCharts(DATA).find((candidate) => candidate.file === file);
  if (!found) throw new Error(`no chart ${file}`);
  const document = new new JSDOM('').window.DOMParser().parseFromString(found.svg, 'image/svg+xml');
  return { svg: found.svg, document, texts: [...document.querySelectorAll('text')].map((text) => text.textContent ?? '') };
}

test('the first-token chart is a standalone SVG with a title, a legend of its four series and labelled axes', () => {
  const { svg, document, texts } = chart('first-token-vs-streams.svg');
  expect(document.querySelector('parsererror')).toBeNull();
  expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  expect(document.querySelector('title')?.textContent).toBe('First token against concurrent streams');
  expect(texts).toEqual(
    expect.arrayContaining(['through the server, p50', 'through the server, p99', 'model direct, p50', 'model direct, p99']),
  );
  expect(svg).toContain('Concurrent streams');
  expect(svg).toContain('First token (ms, log scale)');
  expect(svg).toContain('Added by the server (ms)');
  expect(texts.join(' ')).toContain('998 of 1,000');
});

test('the first-token chart draws the goals at the number of streams they apply to', () => {
  const { texts } = chart('first-token-vs-streams.svg');
  expect(texts).toEqual(expect.arrayContaining(['goal at 1,000: p50 ≤ 250 ms', 'goal at 1,000: p99 ≤ 1,000 ms']));
});

test('the server chart sets the server against the model and a bare node:http server, with units and ratios', () => {
  const { document, texts, svg } = chart('server-vs-model.svg');
  expect(document.querySelector('parsererror')).toBeNull();
  expect(texts).toEqual(expect.arrayContaining(['through the server', 'model direct', 'bare node:http', '14,000', '30,000']));
  expect(svg).toContain('Recipes per second (1,024 tokens each)');
  expect(svg).toContain('Requests per second');
  expect(texts.join(' ')).toContain('server / bare node:http = 0.47× (goal ≥ 0.4×)');
});

test('a chart reads in a dark page too: it brings its own white background and dark ink', () => {
  const { document } = chart('lighthouse.svg');
  const background = document.querySelector('svg > rect');
  expect(background?.getAttribute('fill')).toBe('#ffffff');
  expect(background?.getAttribute('width')).toBe('100%');
  expect(document.documentElement.getAttribute('fill')).toBe('#1f2328');
});

test('charts are only drawn for what was measured', () => {
  expect(renderCharts({ goals: GOALS })).toEqual([]);
  expect(renderCharts({ health: DATA.health, goals: GOALS }).map((c) => c.file)).toEqual(['server-vs-model.svg']);
});

const README = `# Pantry Chef

## Performance

Prose the benchmark never touches, which may quote \`<!-- bench:start -->\` in backticks.

<!-- bench:start -->
Old figures.
<!-- bench:end -->

## Reliability
`;

test('the README keeps its prose and gets the new figures between its markers, the same way every time', () => {
  const once = spliceRegions(README, { '': '### Bundle\n\nNew figures.' });
  expect(once.written).toEqual(['bench']);
  expect(once.text).not.toContain('Old figures.');
  expect(once.text).toContain('Prose the benchmark never touches, which may quote `<!-- bench:start -->` in backticks.');
  expect(once.text).toMatch(
    /<!-- bench:start -->\n<!-- Written by `npm run bench`[^\n]*\n\n### Bundle\n\nNew figures.\n\n<!-- bench:end -->\n\n## Reliability\n$/,
  );
  expect(spliceRegions(once.text, { '': '### Bundle\n\nNew figures.' }).text).toBe(once.text);
});

test('a README without markers is left as it is, and the missing region is reported', () => {
  const { text, missing } = spliceRegions('# Pantry Chef\n', { '': 'figures', abuse: 'more' });
  expect(text).toBe('# Pantry Chef\n');
  expect(missing).toEqual(['bench', 'abuse']);
});

test("the before/after table puts this run's figures beside issue 13's and says which goals are met", () => {
  const sections: Section[] = [
    {
      title: 'Server',
      notes: [],
      rows: [
        { metric: 'relay', value: '0.61×', brief: '0.61×', goal: 'relay-over-model', budget: { limit: '≥ 0.5×', pass: true } },
        { metric: 'health', value: '0.31×', brief: '0.31×', goal: 'health-over-bare', budget: { limit: '≥ 0.4×', pass: false } },
      ],
    },
  ];
  const table = beforeAfter(sections).join('\n');
  expect(table).toContain('| Relay throughput, server / model direct | 0.16–0.18× | 0.61× | ≥ 0.5× | yes |');
  expect(table).toContain('| `GET /api/health`, server / bare Node http | 0.15–0.20× | 0.31× | ≥ 0.4× | **no** |');
  expect(table).toContain(
    '| 100 tok/s with the CPU 4× slower | 1–4 long tasks, longest 54–145 ms | not measured | 0 long tasks | not measured |',
  );
});
