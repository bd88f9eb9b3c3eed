/**
 * The charts written beside bench/results.md, for the two comparisons a table reads least well: first
 * tokens as bursts grow, and the Markdown renderers side by side. Observable Plot draws each
 * server-side (jsdom gives it a `document`); `frame` puts a title and a white page behind it, so that
 * every file stands alone and reads the same in a light or a dark page.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Plot from '@observablehq/plot';
import { JSDOM } from 'jsdom';
import { PLAN } from './plan.ts';
import type { RunResults } from './report.ts';

export type Chart = { file: string; title: string; svg: string };
type Percentiles = { p50: number; p99: number };
/** First token at one number of concurrent streams, by who served it; and main-thread costs per 1,000 tokens, by renderer. */
export type ChartData = {
  streams?: { streams: number; served: number; by: Record<string, Percentiles> }[];
  renderers?: { label: string; ms: number }[];
};

const [INK, MUTED, WIDTH] = ['#1f2328', '#57606a', 720];
const COLORS: Record<string, string> = { 'through the server': '#c2410c', 'AI SDK relay': '#7c3aed', 'model direct': '#2563eb' };
const commas = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');

export function chartData({ abuse, renderingPeers }: Partial<RunResults>): ChartData {
  const streams = (abuse?.concurrency ?? []).flatMap(({ streams, ours, peer, model }) => {
    if (!ours || !model) return [];
    const by: Record<string, Percentiles> = { 'through the server': ours.open.firstTokenMs, 'model direct': model.open.firstTokenMs };
    if (peer) by['AI SDK relay'] = peer.open.firstTokenMs;
    return [{ streams, served: ours.open.withFirstToken, by }];
  });
  const measured = renderingPeers ? [renderingPeers.ours, ...renderingPeers.peers].filter((figures) => figures.run) : [];
  const renderers = [
    ...measured.map(({ name, run }) => ({ label: `main thread busy: ${name}`, ms: run!.taskMsPer1000Tokens })),
    ...measured.map(({ name, run }) => ({ label: `style and layout: ${name}`, ms: run!.layoutMsPer1000Tokens })),
  ];
  return { streams: streams.length ? streams : undefined, renderers: renderers.length ? renderers : undefined };
}

/** Every chart the data allows, each a standalone SVG document. */
export function renderCharts({ streams, renderers }: ChartData): Chart[] {
  const { document } = new JSDOM('').window;
  const page = { document, width: WIDTH, marginLeft: 64, marginRight: 150, marginTop: 30, style: { color: INK, fontSize: '11px' } };
  const charts: Chart[] = [];
  if (streams?.length) {
    const points = streams.flatMap(({ streams: x, by }) =>
      Object.entries(by).flatMap(([who, at]) => (['p50', 'p99'] as const).map((p) => ({ x, y: at[p], series: `${who}, ${p}`, who, p }))),
    );
    const positive = points.filter((point) => point.y > 0);
    const ticks = streams.map((point) => point.streams);
    const mark = { x: 'x', y: 'y', z: 'series', stroke: 'who', strokeWidth: 2 };
    const line = (p: string, dashes?: string) =>
      Plot.line(positive, { ...mark, filter: (at: { p: string }) => at.p === p, strokeDasharray: dashes });
    const labels = Plot.selectLast({ x: 'x', y: 'y', z: 'series', text: 'series', fill: 'who', textAnchor: 'start' as const, dx: 6 });
    const svg = Plot.plot({
      ...page,
      height: 320,
      x: { label: 'Concurrent streams', ticks, tickFormat: commas, domain: [0, ticks.at(-1)!] },
      y: { type: 'log', label: 'First token (ms, log scale)', grid: true, tickFormat: commas },
      color: { domain: Object.keys(COLORS), range: Object.values(COLORS), unknown: MUTED },
      marks: [line('p50'), line('p99', '6 4'), Plot.dot(positive, { x: 'x', y: 'y', fill: 'who', r: 3 }), Plot.text(positive, labels)],
    });
    const served = streams.map((point) => `${commas(point.served)} of ${commas(point.streams)}`).join(', ');
    const subtitle = `Streams opened at once from another process, held ${PLAN.bursts.holdSeconds} s; p99 dashed. Got a first token through the server: ${served}.`;
    charts.push(frame('first-token-vs-streams.svg', 'First token against concurrent streams', subtitle, svg));
  }
  if (renderers?.length) {
    const text = renderers.map((cost) => ({ ...cost, text: `${commas(cost.ms)} ms` }));
    const svg = Plot.plot({
      ...page,
      height: 60 + 34 * renderers.length,
      marginLeft: 260,
      x: { label: 'Milliseconds per 1,000 tokens', grid: true },
      y: { label: null, domain: renderers.map((cost) => cost.label) },
      marks: [
        Plot.barX(renderers, { x: 'ms', y: 'label', fill: COLORS['through the server'] }),
        Plot.text(text, { x: 'ms', y: 'label', text: 'text', textAnchor: 'start', dx: 6, fill: INK }),
        Plot.ruleX([0], { stroke: INK }),
      ],
    });
    const subtitle =
      'The same app built with each renderer, fed the same recipe at 100 tok/s with the CPU 4× slower; the median of interleaved runs.';
    charts.push(frame('markdown-renderers.svg', 'The recipe card’s Markdown renderers', subtitle, svg));
  }
  return charts;
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
  const height = Number(svg.getAttribute('height')) + 70;
  const text = (y: number, content: string, attributes: string) => `<text x="16" y="${y}" ${attributes}>${escape(content.trim())}</text>`;
  const font = `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" fill="${INK}" style="color: ${INK}"`;
  return {
    file,
    title,
    svg: [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" ${font}>`,
      `<title>${escape(title)}</title>`,
      '<rect width="100%" height="100%" fill="#ffffff"/>',
      text(24, title, 'font-size="18" font-weight="600"'),
      ...(subtitle.match(/.{1,110}(\s|$)/g) ?? []).slice(0, 2).map((line, i) => text(44 + 15 * i, line, `font-size="12" fill="${MUTED}"`)),
      new figure.ownerDocument.defaultView!.XMLSerializer().serializeToString(svg),
      '</svg>',
      '',
    ].join('\n'),
  };
}
