/**
 * The charts the benchmark writes beside bench/results.md, for a reader who would rather look
 * than read: Observable Plot draws each plot server-side (jsdom provides its `document`), and a
 * thin frame adds the title, the legend and a white background, so that every file stands alone
 * and reads the same in a light or a dark page.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Plot from '@observablehq/plot';
import { JSDOM } from 'jsdom';
import type { ConcurrencyLevel } from './abuse.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { ServerLoadResult } from './server-load.ts';

export type Chart = { file: string; title: string; svg: string };

/** First-token latency at one number of concurrent streams, through the server and straight from the model. */
export type StreamsPoint = {
  streams: number;
  /** Streams through the server that got a first token. */
  served: number;
  server: { p50: number; p99: number };
  model: { p50: number; p99: number };
};
/** Median rates of a server load and its reference load, and the median of their per-round ratios. */
export type Comparison = { server: number; reference: number; ratio: number; connections: number };
export type PaintTimes = { preset: 'mobile' | 'desktop'; fcpMs: number; lcpMs: number };

/** What the charts show, taken out of the benchmark's results (see chartData). */
export type ChartData = {
  streams?: StreamsPoint[];
  relay?: Comparison;
  health?: Comparison;
  lighthouse?: PaintTimes[];
  /** Goals drawn on the charts (issue 13), from BUDGETS in bench/report.ts. */
  goals: {
    addedP50Ms: number;
    addedP99Ms: number;
    /** The number of streams the added-latency goals apply to. */
    atStreams: number;
    relayOverModel: number;
    healthOverBare: number;
    mobileFcpMs: number;
    mobileLcpMs: number;
  };
};

const INK = '#1f2328';
const MUTED = '#57606a';
const SERVER = '#c2410c';
const REFERENCE = '#2563eb';
const MOBILE = '#7c3aed';
const DESKTOP = '#6b7280';
const GOAL = '#15803d';
const DASHED = '6 4';
const DOTTED = '2 3';
const WIDTH = 720;
const PAD = 16;

type LegendEntry = { label: string; color: string; dash?: string; kind?: 'line' | 'box' };
type Panel = { heading: string; plot: SVGSVGElement | HTMLElement };

export function chartData(
  results: { abuse?: { concurrency?: ConcurrencyLevel[] }; server?: ServerLoadResult; lighthouse?: LighthouseResult[] },
  goals: ChartData['goals'],
): ChartData {
  const streams = (results.abuse?.concurrency ?? []).flatMap((level): StreamsPoint[] =>
    level.server && level.model
      ? [
          {
            streams: level.streams,
            served: level.server.open.withFirstToken,
            server: { p50: level.server.open.firstTokenMs.p50, p99: level.server.open.firstTokenMs.p99 },
            model: { p50: level.model.open.firstTokenMs.p50, p99: level.model.open.firstTokenMs.p99 },
          },
        ]
      : [],
  );
  const server = results.server;
  return {
    streams: streams.length ? streams : undefined,
    relay: server && {
      server: server.recipeStreams.requestsPerSecond,
      reference: server.modelStreams.requestsPerSecond,
      ratio: server.recipeOverModel,
      connections: server.recipeStreams.connections,
    },
    health: server && {
      server: server.health.requestsPerSecond,
      reference: server.bareNode.requestsPerSecond,
      ratio: server.healthOverBare,
      connections: server.health.connections,
    },
    lighthouse: results.lighthouse?.map((result) => ({
      preset: result.preset,
      fcpMs: result.metrics['first-contentful-paint'],
      lcpMs: result.metrics['largest-contentful-paint'],
    })),
    goals,
  };
}

/** Every chart the data allows, each a standalone SVG document. */
export function renderCharts(data: ChartData): Chart[] {
  const { document, XMLSerializer } = new JSDOM('').window;
  const serialize = (node: Node) => new XMLSerializer().serializeToString(node);
  const charts: Chart[] = [];
  if (data.streams?.length) charts.push(firstTokenChart(data.streams, data.goals, document, serialize));
  if (data.relay || data.health) charts.push(serverChart(data, document, serialize));
  if (data.lighthouse?.length) charts.push(lighthouseChart(data.lighthouse, data.goals, document, serialize));
  return charts;
}

export function writeCharts(dir: string, charts: Chart[]): string[] {
  mkdirSync(dir, { recursive: true });
  return charts.map((chart) => {
    const path = join(dir, chart.file);
    writeFileSync(path, chart.svg);
    return path;
  });
}

// ---------------------------------------------------------------------------------------------

type Serialize = (node: Node) => string;

const commas = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');
const times = (value: number, digits = 2) => (Number.isFinite(value) ? `${value.toFixed(digits)}×` : 'n/a');
/** Plot's defaults for every panel: our ink, no background of its own (the frame has one). */
const base = (document: Document, height: number) => ({
  document,
  width: WIDTH - 2 * PAD,
  height,
  marginLeft: 64,
  marginRight: 24,
  style: { color: INK, background: 'transparent', fontSize: '11px' },
});

function firstTokenChart(points: StreamsPoint[], goals: ChartData['goals'], document: Document, serialize: Serialize): Chart {
  const title = 'First token against concurrent streams';
  const series = [
    { label: 'through the server, p50', color: SERVER, pick: (p: StreamsPoint) => p.server.p50 },
    { label: 'through the server, p99', color: SERVER, dashed: true, pick: (p: StreamsPoint) => p.server.p99 },
    { label: 'model direct, p50', color: REFERENCE, pick: (p: StreamsPoint) => p.model.p50 },
    { label: 'model direct, p99', color: REFERENCE, dashed: true, pick: (p: StreamsPoint) => p.model.p99 },
  ];
  const levels = points.map((point) => point.streams);
  const x = { label: 'Concurrent streams', ticks: levels, tickFormat: commas, domain: [0, Math.max(...levels) * 1.05] };
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  const lines = series.flatMap(({ color, dashed, pick }) => {
    const rows = points.filter((point) => positive(pick(point)));
    return [
      Plot.line(rows, { x: 'streams', y: pick, stroke: color, strokeWidth: 2, strokeDasharray: dashed ? DASHED : undefined }),
      Plot.dot(rows, { x: 'streams', y: pick, fill: color, r: 3 }),
    ];
  });
  const absolute = Plot.plot({
    ...base(document, 300),
    x,
    y: { type: 'log', label: 'First token (ms, log scale)', grid: true, tickFormat: commas },
    marks: lines,
  });

  const added = points.map((point) => ({
    streams: point.streams,
    p50: point.server.p50 - point.model.p50,
    p99: point.server.p99 - point.model.p99,
  }));
  const addedPlot = Plot.plot({
    ...base(document, 240),
    x,
    y: { label: 'Added by the server (ms)', grid: true, tickFormat: commas },
    marks: [
      Plot.ruleY([0], { stroke: MUTED }),
      Plot.ruleY([goals.addedP50Ms, goals.addedP99Ms], { stroke: GOAL, strokeWidth: 1.5, strokeDasharray: DOTTED }),
      Plot.text(
        [
          { y: goals.addedP50Ms, text: `goal at ${commas(goals.atStreams)}: p50 ≤ ${commas(goals.addedP50Ms)} ms` },
          { y: goals.addedP99Ms, text: `goal at ${commas(goals.atStreams)}: p99 ≤ ${commas(goals.addedP99Ms)} ms` },
        ],
        { x: 0, y: 'y', text: 'text', fill: GOAL, textAnchor: 'start', dy: -6, dx: 4 },
      ),
      ...(['p50', 'p99'] as const).flatMap((which) => {
        const rows = added.filter((row) => Number.isFinite(row[which]));
        return [
          Plot.line(rows, {
            x: 'streams',
            y: which,
            stroke: SERVER,
            strokeWidth: 2,
            strokeDasharray: which === 'p99' ? DASHED : undefined,
          }),
          Plot.dot(rows, { x: 'streams', y: which, fill: SERVER, r: 3 }),
        ];
      }),
    ],
  });
  const served = points.map((point) => `${commas(point.served)} of ${commas(point.streams)}`).join(', ');
  return {
    file: 'first-token-vs-streams.svg',
    title,
    svg: frame(serialize, {
      title,
      subtitle: `Streams opened at once from another process, held 3 s. Got a first token through the server: ${served}.`,
      legend: [
        ...series.map(({ label, color, dashed }) => ({ label, color, dash: dashed ? DASHED : undefined })),
        { label: 'goal (issue 13)', color: GOAL, dash: DOTTED },
      ],
      panels: [
        { heading: 'First token, p50 and p99', plot: absolute },
        { heading: 'Added by the server: server − model direct, at the same percentile', plot: addedPlot },
      ],
    }),
  };
}

function serverChart(data: ChartData, document: Document, serialize: Serialize): Chart {
  const title = 'The server against its references';
  const panels: Panel[] = [];
  const bars = (comparison: Comparison, names: [string, string], goal: number, unit: string) => {
    const rows = [
      { name: names[0], value: comparison.server, color: SERVER },
      { name: names[1], value: comparison.reference, color: REFERENCE },
    ];
    return Plot.plot({
      ...base(document, 150),
      marginTop: 28,
      marginLeft: 150,
      marginRight: 70,
      x: { label: unit, grid: true, tickFormat: commas, domain: [0, Math.max(comparison.server, comparison.reference, 1) * 1.05] },
      y: { label: null, domain: names },
      marks: [
        Plot.barX(rows, { x: 'value', y: 'name', fill: 'color' }),
        Plot.text(rows, {
          x: 'value',
          y: 'name',
          text: (row: { value: number }) => commas(row.value),
          textAnchor: 'start',
          dx: 4,
          fill: INK,
        }),
        ...goalTick([{ x: goal * comparison.reference, name: names[0] }], 'x', 'name'),
        Plot.text([goal * comparison.reference], {
          x: (value: number) => value,
          frameAnchor: 'top',
          dy: -10,
          text: () => `goal: ${times(goal, 1)} the reference`,
          fill: GOAL,
        }),
        Plot.ruleX([0], { stroke: INK }),
      ],
    });
  };
  if (data.relay) {
    panels.push({
      heading: `Relaying recipe streams, ${data.relay.connections} connections: server / model direct = ${times(data.relay.ratio)} (goal ≥ ${times(data.goals.relayOverModel, 1)})`,
      plot: bars(data.relay, ['through the server', 'model direct'], data.goals.relayOverModel, 'Recipes per second (1,024 tokens each)'),
    });
  }
  if (data.health) {
    panels.push({
      heading: `GET /api/health, ${data.health.connections} connections: server / bare node:http = ${times(data.health.ratio)} (goal ≥ ${times(data.goals.healthOverBare, 1)})`,
      plot: bars(data.health, ['through the server', 'bare node:http'], data.goals.healthOverBare, 'Requests per second'),
    });
  }
  return {
    file: 'server-vs-model.svg',
    title,
    svg: frame(serialize, {
      title,
      subtitle:
        'Load from autocannon in another process; each pair alternates 3 times, medians shown; the ratio is the median of the rounds’ ratios.',
      legend: [
        { label: 'through the server', color: SERVER, kind: 'box' },
        { label: 'reference: the model directly, or a bare node:http server', color: REFERENCE, kind: 'box' },
        { label: 'goal (issue 13)', color: GOAL },
      ],
      panels,
    }),
  };
}

function lighthouseChart(results: PaintTimes[], goals: ChartData['goals'], document: Document, serialize: Serialize): Chart {
  const title = 'Lighthouse paint timings';
  const name = (preset: PaintTimes['preset']) => (preset === 'mobile' ? 'Mobile' : 'Desktop');
  const rows = results.flatMap((result) => [
    { label: `${name(result.preset)} FCP`, seconds: result.fcpMs / 1000, color: result.preset === 'mobile' ? MOBILE : DESKTOP },
    { label: `${name(result.preset)} LCP`, seconds: result.lcpMs / 1000, color: result.preset === 'mobile' ? MOBILE : DESKTOP },
  ]);
  const goalRows = [
    { label: 'Mobile FCP', seconds: goals.mobileFcpMs / 1000 },
    { label: 'Mobile LCP', seconds: goals.mobileLcpMs / 1000 },
  ].filter((goal) => rows.some((row) => row.label === goal.label));
  const finite = rows.filter((row) => Number.isFinite(row.seconds));
  const plot = Plot.plot({
    ...base(document, 60 + 30 * rows.length),
    marginLeft: 110,
    marginRight: 60,
    x: {
      label: 'Seconds (median of the runs)',
      grid: true,
      domain: [0, Math.max(1.5, ...finite.map((row) => row.seconds), ...goalRows.map((goal) => goal.seconds)) * 1.05],
    },
    y: { label: null, domain: rows.map((row) => row.label) },
    marks: [
      Plot.barX(finite, { x: 'seconds', y: 'label', fill: 'color' }),
      Plot.text(finite, {
        x: 'seconds',
        y: 'label',
        text: (row: { seconds: number }) => `${row.seconds.toFixed(2)} s`,
        textAnchor: 'start',
        dx: 4,
        fill: INK,
      }),
      ...goalTick(goalRows, 'seconds', 'label'),
      Plot.ruleX([0], { stroke: INK }),
    ],
  });
  return {
    file: 'lighthouse.svg',
    title,
    svg: frame(serialize, {
      title,
      subtitle: 'First and largest contentful paint on the production server; mobile is simulated slow 4G with the CPU 4× slower.',
      legend: [
        { label: 'mobile preset', color: MOBILE, kind: 'box' },
        { label: 'desktop preset', color: DESKTOP, kind: 'box' },
        { label: `goal (issue 13): FCP ≤ ${goals.mobileFcpMs / 1000} s, LCP ≤ ${goals.mobileLcpMs / 1000} s`, color: GOAL },
      ],
      panels: [{ heading: 'FCP and LCP', plot }],
    }),
  };
}

/** A goal across a bar: green on a white halo, so that it shows on any fill. */
function goalTick<T>(data: T[], x: keyof T & string, y: keyof T & string) {
  return [Plot.tickX(data, { x, y, stroke: '#ffffff', strokeWidth: 6 }), Plot.tickX(data, { x, y, stroke: GOAL, strokeWidth: 3 })];
}

// ---------------------------------------------------------------------------------------------

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A rough width for laying out the legend: system-ui at 12 px averages about 6 px a character. */
const textWidth = (text: string) => text.length * 6.3;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && textWidth(`${line} ${word}`) > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The title, subtitle and legend, then the panels one under the other, on a white page. */
function frame(serialize: Serialize, chart: { title: string; subtitle: string; legend: LegendEntry[]; panels: Panel[] }): string {
  const parts: string[] = [];
  let y = PAD + 18;
  parts.push(`<text x="${PAD}" y="${y}" font-size="18" font-weight="600">${escape(chart.title)}</text>`);
  y += 20;
  for (const line of wrap(chart.subtitle, WIDTH - 2 * PAD)) {
    parts.push(`<text x="${PAD}" y="${y}" font-size="12" fill="${MUTED}">${escape(line)}</text>`);
    y += 16;
  }
  y += 6;
  let x = PAD;
  for (const entry of chart.legend) {
    const width = 24 + textWidth(entry.label) + 18;
    if (x + width > WIDTH - PAD && x > PAD) {
      x = PAD;
      y += 20;
    }
    const swatch =
      entry.kind === 'box'
        ? `<rect x="${x}" y="${y - 9}" width="16" height="10" fill="${entry.color}"/>`
        : `<line x1="${x}" x2="${x + 18}" y1="${y - 4}" y2="${y - 4}" stroke="${entry.color}" stroke-width="2"${entry.dash ? ` stroke-dasharray="${entry.dash}"` : ''}/>`;
    parts.push(`<g>${swatch}<text x="${x + 24}" y="${y}" font-size="12">${escape(entry.label)}</text></g>`);
    x += width;
  }
  y += 12;
  for (const panel of chart.panels) {
    y += 22;
    parts.push(`<text x="${PAD}" y="${y}" font-size="13" font-weight="600">${escape(panel.heading)}</text>`);
    y += 8;
    const plot = panel.plot.tagName.toLowerCase() === 'svg' ? panel.plot : panel.plot.querySelector('svg');
    if (!plot) throw new Error('Plot returned no SVG');
    // Plot's own stylesheet sizes it as a block of the page; nested in ours, its width and height say it all.
    for (const style of plot.querySelectorAll('style')) style.remove();
    plot.removeAttribute('class');
    plot.setAttribute('x', String(PAD));
    plot.setAttribute('y', String(y));
    parts.push(serialize(plot));
    y += Number(plot.getAttribute('height'));
  }
  const height = y + PAD;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" fill="${INK}" style="color: ${INK}">`,
    `<title>${escape(chart.title)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
