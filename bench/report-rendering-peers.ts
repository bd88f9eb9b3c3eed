/** The recipe card's renderer beside react-markdown and streamdown: one row per measure, ours and each peer adjacent with ours ÷ theirs. */

import { BUDGETS } from './budgets.ts';
import { bytes, longTasks, row, within, type Row, type Section } from './report.ts';
import type { RendererFigures, RenderingPeersResult } from './rendering-peers.ts';
import { kb, ms, ratio } from './stats.ts';

type Measure = {
  metric: string;
  /** The number compared; NaN when the renderer was not measured. */
  value: (figures: RendererFigures) => number;
  text: (figures: RendererFigures) => string;
  budgeted: boolean;
};

const run = (pick: (run: NonNullable<RendererFigures['run']>) => number) => (figures: RendererFigures) =>
  figures.run ? pick(figures.run) : Number.NaN;
const perThousand = (pick: (run: NonNullable<RendererFigures['run']>) => number) => (figures: RendererFigures) =>
  figures.run ? ms(pick(figures.run), 0) : 'not measured';
const js = (weight: RendererFigures['initialJs']) => (Number.isFinite(weight.gzip) ? `${bytes(weight.gzip)} gzip` : 'not measured');

const RENDERING_MEASURES: Measure[] = [
  {
    metric: 'Long tasks (> 50 ms) after the click',
    value: run((r) => r.longTasks),
    text: (f) => (f.run ? longTasks(f.run.longTasks, f.run.longestTaskMs) : 'not measured'),
    budgeted: true,
  },
  {
    metric: 'Main-thread busy time per 1,000 tokens (all tasks)',
    value: run((r) => r.taskMsPer1000Tokens),
    text: perThousand((r) => r.taskMsPer1000Tokens),
    budgeted: true,
  },
  {
    metric: 'Script per 1,000 tokens',
    value: run((r) => r.scriptMsPer1000Tokens),
    text: perThousand((r) => r.scriptMsPer1000Tokens),
    budgeted: false,
  },
  {
    metric: 'Style and layout per 1,000 tokens',
    value: run((r) => r.layoutMsPer1000Tokens),
    text: perThousand((r) => r.layoutMsPer1000Tokens),
    budgeted: true,
  },
  {
    metric: 'Initial JS of the page built with it',
    value: (f) => f.initialJs.gzip,
    text: (f) => js(f.initialJs),
    budgeted: true,
  },
  {
    metric: 'The renderer’s lazy JS (its chunk and what it imports)',
    value: (f) => f.rendererJs.gzip,
    text: (f) => js(f.rendererJs),
    budgeted: true,
  },
];

/** ours ÷ theirs; "—" when both are 0 (no long task either side) or one is missing. */
const oursOverTheirs = (ours: number, theirs: number) =>
  ours === 0 && theirs === 0 ? 'both 0' : Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? ratio(ours / theirs) : '—';

export function renderingPeersSection(result: RenderingPeersResult): Section {
  const { ours, peers } = result;
  const limit = BUDGETS.renderingOursOverPeer;
  const rows: Row[] = RENDERING_MEASURES.map((measure) => {
    const mine = measure.value(ours);
    const more = peers.flatMap((peer) => [measure.text(peer), oursOverTheirs(mine, measure.value(peer))]);
    const pass = peers.every((peer) => {
      const theirs = measure.value(peer);
      return Number.isFinite(mine) && Number.isFinite(theirs) && mine <= theirs * limit;
    });
    const budget = measure.budgeted
      ? within('renderingOursOverPeer', `≤ ${peers.map((peer) => peer.name).join(' and ')}`, peers.length > 0 && pass)
      : undefined;
    return row(measure.metric, measure.text(ours), budget, more);
  });
  const slower = result.cpuSlowdown !== 1 ? `, the CPU ${result.cpuSlowdown}× slower (CDP Emulation.setCPUThrottlingRate)` : '';
  const describe = (f: RendererFigures) =>
    `${f.name}: ${f.libraries.join(', ') || 'no build'}${f.error ? ` (not measured: ${f.error.split('\n')[0]})` : ''}; renderer chunks ${f.rendererJs.files.join(', ') || 'n/a'} (${kb(f.rendererJs.raw)} raw)`;
  return {
    title: 'Markdown renderers',
    columns: ['Pantry Chef', ...peers.flatMap((peer) => [peer.name, `Ours / ${peer.name}`])],
    rows,
    notes: [
      `The same app built once per renderer: bench/peers/vite-renderer.config.ts swaps the card's lazy renderer (src/recipe/markdown.tsx) for an adapter in bench/peers/ that renders the same text with the peer library, configured for untrusted model output (no raw HTML, no images, the library's own URL checks). Each build is served by the real server and fed ${result.tokens ? `the first ${result.tokens} tokens of ` : ''}LONG_RECIPE at ${result.tokensPerSecond} tok/s${slower}, in the same Chromium, ${ours.runs.length} times each, interleaved (ours, each peer, ours again…) once every build is made; each figure is the median of a renderer's runs, so that other work on the machine weighs on all alike.`,
      'Main-thread times as in Rendering (CDP Performance.getMetrics between the click and the end of the recipe). Initial JS as in Bundle; the renderer’s lazy JS is what the page fetches when it prefetches the renderer: its chunk and, following static imports, every chunk it needs that index.html did not load.',
      `Budget: ours at most each peer's on every budgeted row; a peer that was not measured fails it. ${[ours, ...peers].map(describe).join(' · ')}.`,
    ],
  };
}
