/**
 * The charts written beside bench/results.md: Observable Plot draws each one server-side (jsdom
 * gives it a `document`), labelling its lines and bars directly; `frame` puts a title and a white
 * page behind it, so that every file stands alone and reads the same in a light or a dark page.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Plot from '@observablehq/plot';
import { JSDOM } from 'jsdom';
import type { RenderingPeersResult } from './browser.ts';
import type { RunResults } from './results.ts';
import { PLAN } from './plan.ts';
import { BUDGETS } from './budgets.ts';

export type Chart = { file: string; title: string; svg: string };
type Percentiles = { p50: number; p99: number };
/** First token at one number of concurrent streams, by who served it (through the server, the model direct). */
type StreamsPoint = { streams: number; served: number; by: Record<string, Percentiles> };
/** A throughput over its reference's (the median of the rounds' ratios), the two rates, and the budget if any. */
type Ratio = { label: string; ratio: number; rates: string; budget?: number };
/** A main-thread cost per 1,000 tokens of one Markdown renderer (ours, a peer), on the same axis as the others. */
type RendererCost = { label: string; ms: number };
export type ChartData = {
  streams?: StreamsPoint[];
  ratios?: Ratio[];
  paints?: { label: string; seconds: number; budget?: number }[];
  renderers?: RendererCost[];
};

const [INK, MUTED, BUDGET, WIDTH] = ['#1f2328', '#57606a', '#15803d', 720];
const COLORS: Record<string, string> = { 'through the server': '#c2410c', 'AI SDK relay': '#7c3aed', 'model direct': '#2563eb' };
/** What every chart shares: its width, its margins (room on the right for the line labels), its ink. */
const PAGE = { width: WIDTH, marginLeft: 64, marginRight: 150, marginTop: 30, style: { color: INK, fontSize: '11px' } };
const commas = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');

export function chartData({ abuse, server: s, lighthouse, renderingPeers }: Partial<RunResults>): ChartData {
  const streams = (abuse?.concurrency ?? []).flatMap(({ streams, ours, peer, model }) => {
    if (!ours || !model) return [];
    const theirs: Record<string, Percentiles> = peer ? { 'AI SDK relay': peer.open.firstTokenMs } : {};
    const by = { 'through the server': ours.open.firstTokenMs, ...theirs, 'model direct': model.open.firstTokenMs };
    return [{ streams, served: ours.open.withFirstToken, by }];
  });
  type Rate = { requestsPerSecond: number };
  const over = (label: string, ratio: number, a: Rate, b: Rate, unit: string, budget?: number) => {
    return { label, ratio, rates: `${commas(a.requestsPerSecond)} vs ${commas(b.requestsPerSecond)} ${unit}`, budget };
  };
  const paint = (label: string, ms: number, budgetMs?: number) => ({ label, seconds: ms / 1000, budget: budgetMs && budgetMs / 1000 });
  const mobile = (preset: string, budget: number) => (preset === 'mobile' ? budget : undefined);
  const { ours, model, peer } = s?.streams ?? {};
  return {
    streams: streams.length ? streams : undefined,
    ratios: s &&
      ours &&
      model &&
      peer && [
        over('Recipe relay: server / model direct', s.oursOverModel, ours, model, 'recipes/s', s.peerOverModel),
        over('Recipe relay: AI SDK relay / model direct', s.peerOverModel, peer, model, 'recipes/s'),
        over('GET /api/health: server / bare node:http', s.healthOverBare, s.health, s.bareNode, 'req/s', BUDGETS.healthOverBareNode),
      ],
    renderers: renderingPeers && rendererCosts(renderingPeers),
    paints: lighthouse?.flatMap(({ preset, language, metrics: m }) => {
      const name = `${preset}${language === 'en' ? '' : ` ${language}`}`;
      return [
        paint(`${name} FCP`, m['first-contentful-paint'], mobile(preset, BUDGETS.lighthouseMobileFcpMs)),
        paint(`${name} LCP`, m['largest-contentful-paint'], mobile(preset, BUDGETS.lighthouseMobileLcpMs)),
      ];
    }),
  };
}

/** Every chart the data allows, each a standalone SVG document. */
export function renderCharts({ streams, ratios, paints, renderers }: ChartData): Chart[] {
  const { document } = new JSDOM('').window;
  const plot = (options: Plot.PlotOptions) => Plot.plot({ document, ...PAGE, ...options });
  const charts: Chart[] = [];
  if (streams?.length) {
    const rows = streams.flatMap(({ streams: x, by }) =>
      Object.entries(by).flatMap(([who, at]) => (['p50', 'p99'] as const).map((p) => ({ x, y: at[p], series: `${who}, ${p}`, who, p }))),
    );
    const served = streams.map((point) => `${commas(point.served)} of ${commas(point.streams)}`).join(', ');
    const positive = rows.filter((row) => row.y > 0);
    const ticks = streams.map((point) => point.streams);
    const line = { x: 'x', y: 'y', z: 'series', stroke: 'who', strokeWidth: 2 } as const;
    const svg = plot({
      height: 320,
      x: { label: 'Concurrent streams', ticks, tickFormat: commas, domain: [0, ticks.at(-1)!] },
      y: { type: 'log', label: 'First token (ms, log scale)', grid: true, tickFormat: commas },
      color: { domain: Object.keys(COLORS), range: Object.values(COLORS), unknown: MUTED },
      marks: [
        ...(['p50', 'p99'] as const).map((p) =>
          Plot.line(positive, { ...line, filter: (row: { p: string }) => row.p === p, strokeDasharray: p === 'p99' ? '6 4' : undefined }),
        ),
        Plot.dot(positive, { x: 'x', y: 'y', fill: 'who', r: 3 }),
        Plot.text(positive, Plot.selectLast({ x: 'x', y: 'y', z: 'series', text: 'series', fill: 'who', textAnchor: 'start', dx: 6 })),
      ],
    });
    const subtitle = `Streams opened at once from another process, held ${PLAN.bursts.holdSeconds} s; p99 dashed. Got a first token through the server: ${served}.`;
    charts.push(frame('first-token-vs-streams.svg', 'First token against concurrent streams', subtitle, svg));
  }
  /** Horizontal bars, each with its text, and a budget tick (green on a white halo) across those that have one. */
  const bars = (data: { label: string; value: number; budget?: number; text: string }[], unit: string) => {
    const [drawn, budgeted] = [data.filter((d) => Number.isFinite(d.value)), data.filter((d) => d.budget !== undefined)];
    const textAt = data.map((d) => ({ ...d, x: Math.max(d.budget ?? 0, Number.isFinite(d.value) ? d.value : 0) }));
    const tick = (stroke: string, strokeWidth: number) => Plot.tickX(budgeted, { x: 'budget', y: 'label', stroke, strokeWidth });
    return plot({
      height: 60 + 34 * data.length,
      marginLeft: 260,
      x: { label: unit, grid: true, domain: [0, Math.max(...textAt.map((d) => d.x))] },
      y: { label: null, domain: data.map((d) => d.label) },
      marks: [
        Plot.barX(drawn, { x: 'value', y: 'label', fill: COLORS['through the server'] }),
        Plot.text(textAt, { x: 'x', y: 'label', text: 'text', textAnchor: 'start', dx: 6, fill: INK }),
        [tick('#ffffff', 6), tick(BUDGET, 3), Plot.ruleX([0], { stroke: INK })],
      ],
    });
  };
  if (ratios?.length) {
    const data = ratios.map((r) => ({ ...r, value: r.ratio, text: `${r.ratio.toFixed(2)}× (${r.rates})` }));
    const subtitle =
      'Autocannon from another process; the loads interleaved over rounds; the ratio is the median of the rounds’ ratios. Green: the budget.';
    charts.push(
      frame('server-vs-model.svg', 'The server against its references', subtitle, bars(data, 'Throughput over the reference (×)')),
    );
  }
  if (paints?.length) {
    const data = paints.map((paint) => ({ ...paint, value: paint.seconds, text: `${paint.seconds.toFixed(2)} s` }));
    const subtitle = 'Median of the runs, on the production server; mobile is simulated slow 4G with the CPU 4× slower. Green: the budget.';
    charts.push(frame('lighthouse.svg', 'Lighthouse paint timings', subtitle, bars(data, 'Seconds')));
  }
  if (renderers?.length) {
    const data = renderers.map((cost) => ({ label: cost.label, value: cost.ms, text: `${commas(cost.ms)} ms` }));
    const subtitle =
      'The same app built with each renderer, fed the same recipe at 100 tok/s with the CPU 4× slower; the median of interleaved runs.';
    charts.push(
      frame('markdown-renderers.svg', 'The recipe card’s Markdown renderers', subtitle, bars(data, 'Milliseconds per 1,000 tokens')),
    );
  }
  return charts;
}

/** Main-thread busy time, then style and layout, per 1,000 tokens: ours, then each peer, on one axis. */
function rendererCosts({ ours, peers }: RenderingPeersResult): RendererCost[] {
  const measured = [ours, ...peers].filter((figures) => figures.run);
  return [
    ...measured.map(({ name, run }) => ({ label: `main thread busy: ${name}`, ms: run!.taskMsPer1000Tokens })),
    ...measured.map(({ name, run }) => ({ label: `style and layout: ${name}`, ms: run!.layoutMsPer1000Tokens })),
  ];
}

export function writeCharts(dir: string, charts: Chart[]): void {
  mkdirSync(dir, { recursive: true });
  for (const chart of charts) writeFileSync(join(dir, chart.file), chart.svg);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The plot on a white page, under its title and a subtitle of up to two lines of about 110 characters. */
function frame(file: string, title: string, subtitle: string, figure: Element): Chart {
  const svg = figure.tagName.toLowerCase() === 'svg' ? figure : figure.querySelector('svg');
  if (!svg) throw new Error('Plot returned no SVG');
  // Plot's stylesheet sizes it as a block of the page; nested in ours, its width and height say it all.
  for (const style of svg.querySelectorAll('style')) style.remove();
  svg.removeAttribute('class');
  svg.setAttribute('y', '70');
  const lines = subtitle.match(/.{1,110}(\s|$)/g) ?? [];
  const height = Number(svg.getAttribute('height')) + 70;
  const text = (y: number, content: string, attributes: string) => `<text x="16" y="${y}" ${attributes}>${escape(content.trim())}</text>`;
  return {
    file,
    title,
    svg: [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" fill="${INK}" style="color: ${INK}">`,
      `<title>${escape(title)}</title>`,
      '<rect width="100%" height="100%" fill="#ffffff"/>',
      text(24, title, 'font-size="18" font-weight="600"'),
      ...lines.slice(0, 2).map((line, i) => text(44 + 15 * i, line, `font-size="12" fill="${MUTED}"`)),
      new figure.ownerDocument.defaultView!.XMLSerializer().serializeToString(svg),
      '</svg>',
      '',
    ].join('\n'),
  };
}
