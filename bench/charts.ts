/**
 * The chart written beside bench/results.md, for what a table reads least well: first tokens as the
 * bursts grow, ours beside the AI SDK relay and the model direct. Observable Plot draws it
 * server-side (jsdom gives it a `document`), under a title, on a white page of its own, so that the
 * file stands alone and reads the same in a light or a dark page.
 */

import * as Plot from '@observablehq/plot';
import { JSDOM } from 'jsdom';
import { PLAN } from './plan.ts';
import type { Burst } from './load.ts';

export type Chart = { file: string; title: string; svg: string };
type Percentiles = { p50: number; p99: number };
/** First tokens at one number of concurrent streams, by who served them. */
export type StreamsPoint = { streams: number; served: number; by: Record<string, Percentiles> };

const [INK, MUTED, WIDTH] = ['#1f2328', '#57606a', 720];
const COLORS: Record<string, string> = { 'through the server': '#c2410c', 'AI SDK relay': '#7c3aed', 'model direct': '#2563eb' };
const commas = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');

export const streamsPoints = (bursts: Burst[]): StreamsPoint[] =>
  bursts.flatMap(({ streams, ours, peer, model }) => {
    if (!ours || !model) return [];
    const by: Record<string, Percentiles> = { 'through the server': ours.open.firstTokenMs, 'model direct': model.open.firstTokenMs };
    if (peer) by['AI SDK relay'] = peer.open.firstTokenMs;
    return [{ streams, served: ours.open.withFirstToken, by }];
  });

/** First token against concurrent streams, p50 and p99 (dashed) of each, a line each, on a log scale: a standalone SVG document. */
export function firstTokenChart(streams: StreamsPoint[]): Chart {
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
    document: new JSDOM('').window.document,
    ...{ width: WIDTH, height: 320, marginLeft: 64, marginRight: 150, marginTop: 30, style: { color: INK, fontSize: '11px' } },
    x: { label: 'Concurrent streams', ticks, tickFormat: commas, domain: [0, ticks.at(-1)!] },
    y: { type: 'log', label: 'First token (ms, log scale)', grid: true, tickFormat: commas },
    color: { domain: Object.keys(COLORS), range: Object.values(COLORS), unknown: MUTED },
    marks: [line('p50'), line('p99', '6 4'), Plot.dot(positive, { x: 'x', y: 'y', fill: 'who', r: 3 }), Plot.text(positive, labels)],
  });
  const served = streams.map((point) => `${commas(point.served)} of ${commas(point.streams)}`).join(', ');
  const subtitle = `Streams opened at once from another process, held ${PLAN.bursts.holdSeconds} s; p99 dashed. Got a first token through the server: ${served}.`;
  return frame('first-token-vs-streams.svg', 'First token against concurrent streams', subtitle, svg);
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
