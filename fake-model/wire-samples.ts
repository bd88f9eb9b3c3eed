/**
 * Real answers recorded from Hugging Face's router (`fake-model/wire-samples/`, kept as recorded), turned
 * into replay scenarios: `fake.enqueue(loadWireSample('hubrouter_cerebras_2025-03-10_c7c1a812'))`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRecord } from './json.ts';
import type { ReplayScenario } from './scenarios.ts';

/** The recordings kept in the repository (`fake-model/wire-samples/`, see its README), or `WIRE_SAMPLES_DIR` when set. */
export function wireSamplesDir(): string {
  return resolve(process.env.WIRE_SAMPLES_DIR || fileURLToPath(new URL('./wire-samples', import.meta.url)));
}

/** The samples' names, sorted: each body's file name without `.body` or `.body.sse`. */
export function wireSamples(): string[] {
  return readdirSync(wireSamplesDir())
    .filter((file) => /\.body(\.sse)?$/.test(file))
    .map((file) => file.replace(/\.body(\.sse)?$/, ''))
    .sort();
}

/**
 * A replay of the sample `name`, with the status and content type its meta recorded. A sample with
 * no meta is a 200 event stream when it is a `.body.sse`, a 200 JSON body otherwise.
 */
export function loadWireSample(name: string, pacing: Pick<ReplayScenario, 'chunkSize' | 'intervalMs'> = {}): ReplayScenario {
  const dir = wireSamplesDir();
  const file = ['.body.sse', '.body'].map((extension) => join(dir, name + extension)).find((path) => existsSync(path));
  if (!file) throw new Error(`No wire sample "${name}" in ${dir}: there are ${wireSamples().join(', ')}`);
  const bytes = readFileSync(file);
  const body = bytes.toString('utf8');
  // The scenario holds text so that it travels as JSON to /__fake/enqueue; only valid UTF-8 survives that.
  if (!Buffer.from(body, 'utf8').equals(bytes)) throw new Error(`${file} is not valid UTF-8, so it cannot be replayed byte for byte`);
  const metaFile = join(dir, `${name}.meta.json`);
  const meta: unknown = existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : {};
  return {
    kind: 'replay',
    body,
    status: recordedStatus(meta) ?? 200,
    contentType: recordedContentType(meta) ?? (file.endsWith('.sse') ? 'text/event-stream' : 'application/json'),
    ...pacing,
  };
}

// Two recorders, two shapes: `"status": 402, "content-type": "…"` and
// `"status": {"code": 200}, "headers": {"Content-Type": ["…"]}`.

function recordedStatus(meta: unknown): number | undefined {
  const status = field(meta, 'status');
  const code = typeof status === 'number' ? status : field(status, 'code');
  return typeof code === 'number' ? code : undefined;
}

function recordedContentType(meta: unknown): string | undefined {
  const flat = field(meta, 'content-type');
  if (typeof flat === 'string') return flat;
  const headers = field(meta, 'headers');
  const name = isRecord(headers) ? Object.keys(headers).find((key) => key.toLowerCase() === 'content-type') : undefined;
  const values = name === undefined ? undefined : field(headers, name);
  const value = Array.isArray(values) ? values[0] : values;
  return typeof value === 'string' ? value : undefined;
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}
