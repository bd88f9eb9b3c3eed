/** Replays of real answers recorded from the router (fake-model/wire-samples/). */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InferenceClientProviderApiError } from '@huggingface/inference';
import { expect, test, vi } from 'vitest';
import type { FakeModel, Scenario } from './server.ts';
import { loadWireSample, wireSamples, wireSamplesDir } from './wire-samples.ts';
import { contentOf } from '../test-support/recorded-content.ts';
import { MODEL, collect, lastRequest, messagesFor, useFakeModel } from '../test-support/fake-model-client.ts';

const start = useFakeModel();

/** The recordings' bodies, listed and read here rather than through the helper under test. */
const SAMPLE_FILES = readdirSync(wireSamplesDir()).filter((file) => /\.body(\.sse)?$/.test(file));
const sampleName = (file: string) => file.replace(/\.body(\.sse)?$/, '');
const STREAM_SAMPLES = SAMPLE_FILES.filter((file) => file.endsWith('.sse')).map(sampleName);
const ERROR_SAMPLES = SAMPLE_FILES.filter((file) => !file.endsWith('.sse')).map(sampleName);
const sampleFile = (name: string) => SAMPLE_FILES.find((file) => sampleName(file) === name) ?? `${name}: no such sample`;
const sampleBytes = (name: string) => readFileSync(join(wireSamplesDir(), sampleFile(name)));

/** The status and content type a sample's meta recorded, in either recorder's shape; 200 event stream without one. */
function recorded(name: string): { status: number; contentType: string } {
  const metaFile = join(wireSamplesDir(), `${name}.meta.json`);
  if (!existsSync(metaFile)) return { status: 200, contentType: 'text/event-stream' };
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as {
    status: number | { code: number };
    'content-type'?: string;
    headers?: Record<string, string[]>;
  };
  return {
    status: typeof meta.status === 'number' ? meta.status : meta.status.code,
    contentType: meta['content-type'] ?? meta.headers?.['Content-Type']?.[0] ?? 'missing',
  };
}

/** Posts a chat completion with plain fetch and reads every byte of the answer, counting the reads. */
async function fetchRaw(model: FakeModel) {
  const response = await fetch(`${model.url}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: MODEL, messages: messagesFor(['eggs']), stream: true }),
    signal: AbortSignal.timeout(10_000),
  });
  const parts: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  return { status: response.status, contentType: response.headers.get('content-type'), bytes: Buffer.concat(parts), reads: parts.length };
}

const PIECE_SIZES = [undefined, 1, 2, 3, 4, 5, 6, 7];
// Thousands of one-byte pieces, each in its own write, take a while on a busy machine.
const MANY_PIECES = { timeout: 30_000 };

test('wireSamples() names every recorded body', () => {
  expect(SAMPLE_FILES.length).toBeGreaterThan(0);
  expect(wireSamples()).toEqual(SAMPLE_FILES.map(sampleName).sort());
});

test.for(SAMPLE_FILES.map(sampleName))(
  'the %s sample replays byte for byte with its recorded status and content type, whole and in pieces of 1 to 7 bytes',
  MANY_PIECES,
  async (name) => {
    const model = await start();
    const expected = recorded(name);
    for (const chunkSize of PIECE_SIZES) {
      model.enqueue(loadWireSample(name, { chunkSize }));
      const { status, contentType, bytes, reads } = await fetchRaw(model);
      expect({ chunkSize, status, contentType }).toEqual({ chunkSize, ...expected });
      expect(bytes).toEqual(sampleBytes(name));
      if (chunkSize !== undefined) expect(reads).toBeGreaterThan(1);
    }
    expect(model.chats().map(({ finished, closedEarly }) => ({ finished, closedEarly }))).toEqual(
      PIECE_SIZES.map(() => ({ finished: true, closedEarly: false })),
    );
  },
);

test.for(STREAM_SAMPLES)(
  'the real client reading the %s sample gets the concatenated delta.content of the recording',
  MANY_PIECES,
  async (name) => {
    const model = await start();
    const expected = contentOf(sampleBytes(name).toString('utf8'));
    expect(expected).not.toBe('');
    for (const chunkSize of [undefined, 1, 3, 7]) {
      model.enqueue(loadWireSample(name, { chunkSize }));
      const { text, error } = await collect(model);
      expect({ chunkSize, error, text }).toEqual({ chunkSize, error: undefined, text: expected });
    }
  },
);

test.for(ERROR_SAMPLES)(
  'the real client gets the %s sample as an InferenceClientProviderApiError with the recorded status',
  async (name) => {
    const model = await start();
    for (const chunkSize of [undefined, 1]) {
      model.enqueue(loadWireSample(name, { chunkSize }));
      const { chunks, error } = await collect(model);
      expect(chunks).toEqual([]);
      expect(error).toBeInstanceOf(InferenceClientProviderApiError);
      expect((error as InferenceClientProviderApiError).httpResponse.status).toBe(recorded(name).status);
    }
  },
);

test('a replay cut into pieces crosses lines and multi-byte UTF-8 characters, and still reads back exactly', MANY_PIECES, async () => {
  const model = await start();
  const events = ['Œufs', ' brouillés', ' 🍳', ' — ', '“prêts”', ' 日本'].map(
    (content) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`,
  );
  const body = `${events.join('')}data: [DONE]\n\n`;
  for (const chunkSize of PIECE_SIZES) {
    model.enqueue({ kind: 'replay', body, chunkSize });
    expect((await fetchRaw(model)).bytes).toEqual(Buffer.from(body));
    model.enqueue({ kind: 'replay', body, chunkSize });
    expect(await collect(model)).toMatchObject({ error: undefined, text: 'Œufs brouillés 🍳 — “prêts” 日本' });
  }
});

test('a replay defaults to a 200 event stream, and to JSON from status 400 up', async () => {
  const model = await start();
  model.enqueue({ kind: 'replay', body: 'data: [DONE]\n\n' }, { kind: 'replay', body: '{"error":"nope"}', status: 429 });
  expect(await fetchRaw(model)).toMatchObject({ status: 200, contentType: 'text/event-stream' });
  expect(await fetchRaw(model)).toMatchObject({ status: 429, contentType: 'application/json' });
});

test('loadWireSample reads WIRE_SAMPLES_DIR, takes the status and content type from either meta shape, and refuses what it cannot replay exactly', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wire-samples-'));
  try {
    writeFileSync(join(dir, 'no-meta.body.sse'), 'data: [DONE]\n\n');
    writeFileSync(join(dir, 'no-meta-error.body'), '{"error":"x"}');
    writeFileSync(join(dir, 'flat.body'), '{"error":"x"}');
    writeFileSync(join(dir, 'flat.meta.json'), JSON.stringify({ status: 402, 'content-type': 'application/json; charset=utf-8' }));
    writeFileSync(join(dir, 'nested.body.sse'), 'data: [DONE]\n\n');
    writeFileSync(
      join(dir, 'nested.meta.json'),
      JSON.stringify({ status: { code: 200 }, headers: { 'content-type': ['text/event-stream;charset=utf-8'] } }),
    );
    writeFileSync(join(dir, 'latin1.body'), Buffer.from([0x7b, 0xe9, 0x7d]));
    vi.stubEnv('WIRE_SAMPLES_DIR', dir);

    expect(wireSamples()).toEqual(['flat', 'latin1', 'nested', 'no-meta', 'no-meta-error']);
    expect(loadWireSample('no-meta')).toEqual({ kind: 'replay', body: 'data: [DONE]\n\n', status: 200, contentType: 'text/event-stream' });
    expect(loadWireSample('no-meta-error')).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(loadWireSample('flat', { chunkSize: 2, intervalMs: 5 })).toEqual({
      kind: 'replay',
      body: '{"error":"x"}',
      status: 402,
      contentType: 'application/json; charset=utf-8',
      chunkSize: 2,
      intervalMs: 5,
    });
    expect(loadWireSample('nested')).toMatchObject({ status: 200, contentType: 'text/event-stream;charset=utf-8' });
    expect(() => loadWireSample('latin1')).toThrow(/not valid UTF-8/);
    expect(() => loadWireSample('missing')).toThrow(/No wire sample "missing"/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('a replay goes through the control API, and a bad one is refused', async () => {
  const model = await start();
  const [name] = STREAM_SAMPLES;
  const enqueue = (body: unknown) => fetch(`${model.origin}/__fake/enqueue`, { method: 'POST', body: JSON.stringify(body) });

  expect((await enqueue([loadWireSample(name!, { chunkSize: 5 }), loadWireSample(name!)])).status).toBe(200);
  expect((await fetchRaw(model)).bytes).toEqual(sampleBytes(name!));
  expect((await fetchRaw(model)).bytes).toEqual(sampleBytes(name!));
  expect(model.chats()).toHaveLength(2);
  expect(model.chats()[0]).toMatchObject({ method: 'POST', body: { model: MODEL, stream: true }, finished: true, closedEarly: false });

  const bad: unknown[] = [
    { kind: 'replay' },
    { kind: 'replay', body: 'x', chunkSize: 0 },
    { kind: 'replay', body: 'x', chunkSize: 1.5 },
    { kind: 'replay', body: 'x', status: 99 },
    { kind: 'replay', body: 'x', intervalMs: -1 },
    { kind: 'replay', body: 'x', contentType: 7 },
  ];
  for (const scenario of bad) expect((await enqueue(scenario)).status, JSON.stringify(scenario)).toBe(400);
});

test('a client hanging up mid-replay is recorded as closedEarly, and the replay stops', async () => {
  const model = await start();
  const body = STREAM_SAMPLES.map((name) => sampleBytes(name).toString('utf8')).join('');
  model.enqueue({ kind: 'replay', body, chunkSize: 200, intervalMs: 20 } satisfies Scenario);
  const { chunks, error } = await collect(model, { abortAfter: 1 });

  expect(chunks).toHaveLength(1);
  expect((error as Error).name).toBe('AbortError');
  const request = lastRequest(model);
  await model.waitForClose(request, 1000);
  expect(request).toMatchObject({ finished: false, closedEarly: true, tokenAt: [] });
});
