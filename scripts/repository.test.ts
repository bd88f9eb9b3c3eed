/**
 * The repository stands on its own: no tracked file reads or cites a folder beside it, and every
 * document a file names or links to is one the repository holds. A clone with nothing beside it
 * then builds, tests and reads completely.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Documents that lived beside the project, never in it: citing one sends a reader nowhere. */
const OUTSIDE_DOCUMENTS = ['SPEC', 'CONTRACT', 'FINDINGS'];

type Repository = { files: ReadonlyMap<string, string>; exists: (path: string) => boolean };

/** Every problem found, as `path: what`; none when the repository is complete in itself. */
export function referenceProblems({ files, exists }: Repository): string[] {
  const problems: string[] = [];
  const headings = new Map<string, Set<string>>();
  const anchorsOf = (path: string) => {
    if (!headings.has(path))
      headings.set(path, new Set([...(files.get(path) ?? '').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!))));
    return headings.get(path)!;
  };

  for (const [path, text] of files) {
    if (text.includes('../shared')) problems.push(`${path}: refers to ../shared, outside the repository`);
    for (const name of OUTSIDE_DOCUMENTS) {
      // `SPEC.md`, or a citation such as `SPEC section 9` or `CONTRACT "HTTP API"`.
      if (new RegExp(`\\b${name}(?:\\.md\\b|\\s+section|\\s+")`).test(text))
        problems.push(`${path}: cites ${name}, which the repository does not hold`);
    }
    // Upper-case document names (README.md, STYLE.md…) must be a file of the repository.
    for (const [, name] of text.matchAll(/(?<![\w./-])([A-Z][A-Z0-9_-]*\.md)\b/g)) {
      if (![...files.keys()].some((file) => file === name || file.endsWith(`/${name}`)))
        problems.push(`${path}: names ${name}, not in the repository`);
    }
    // A docs page named by its path from the root, in code or prose: docs/api.md, docs/decisions/0008…
    for (const [, cited] of text.matchAll(/(?<![\w./-])(docs\/[\w./-]*\.md|docs\/decisions\/\d{4})\b/g)) {
      const isRecord = /^docs\/decisions\/\d{4}$/.test(cited!);
      const found = isRecord ? [...files.keys()].some((file) => file.startsWith(`${cited}-`)) : exists(cited!);
      if (!found) problems.push(`${path}: names ${cited}, not in the repository`);
    }
    if (!path.endsWith('.md')) continue;
    // Relative links and images of a Markdown page: the file (and the heading, for an anchor) must exist.
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    for (const target of targets) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const resolved = file === '' ? path : normalize(join(dirname(path), decodeURIComponent(file))).replace(/\/$/, '');
      if (resolved.startsWith('..') || !exists(resolved)) {
        problems.push(`${path}: links to ${target}, not in the repository`);
      } else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
        problems.push(`${path}: links to ${target}, a heading ${resolved} does not have`);
      }
    }
  }
  return problems;
}

/** The anchor GitHub gives a heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function trackedRepository(): Repository {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const files = new Map<string, string>();
  for (const path of paths) {
    if (path === THIS_FILE || path === 'package-lock.json' || !existsSync(join(ROOT, path))) continue;
    const text = readFileSync(join(ROOT, path), 'utf8');
    if (!text.includes('\0')) files.set(path, text);
  }
  const tracked = new Set(paths);
  const exists = (path: string) => tracked.has(path) || paths.some((file) => file.startsWith(`${path}/`));
  return { files, exists };
}

test('no tracked file refers to ../shared or to a document the repository does not contain', () => {
  expect(referenceProblems(trackedRepository())).toEqual([]);
});

test('the check finds what a clone would miss: an outside folder, outside documents, a dead link or anchor', () => {
  const files = new Map([
    ['server/recordings.ts', "const dir = '../shared/wire-samples';"],
    ['core/prompt.ts', '/** As SPEC section 9 says; see CONTRACT "HTTP API" and FINDINGS.md. */'],
    ['core/rules.ts', '/** See docs/screen.md and docs/decisions/0042, and STYLE.md. */'],
    [
      'docs/api.md',
      '# The API\n\n## Errors\n\nSee [the call](model-call.md), [errors](#errors), [limits](#limits) and [home](../README.md).',
    ],
    ['README.md', '# Pantry Chef\n\n![chart](bench/charts/gone.svg) [API](docs/api.md#errors) [site](https://example.com/x.md)'],
  ]);
  const exists = (path: string) => files.has(path) || path === 'docs';
  expect(referenceProblems({ files, exists })).toEqual([
    'server/recordings.ts: refers to ../shared, outside the repository',
    'core/prompt.ts: cites SPEC, which the repository does not hold',
    'core/prompt.ts: cites CONTRACT, which the repository does not hold',
    'core/prompt.ts: cites FINDINGS, which the repository does not hold',
    'core/prompt.ts: names FINDINGS.md, not in the repository',
    'core/rules.ts: names STYLE.md, not in the repository',
    'core/rules.ts: names docs/screen.md, not in the repository',
    'core/rules.ts: names docs/decisions/0042, not in the repository',
    'docs/api.md: links to model-call.md, not in the repository',
    'docs/api.md: links to #limits, a heading docs/api.md does not have',
    'README.md: links to bench/charts/gone.svg, not in the repository',
  ]);
});

/** A test that names a tracked folder as where it writes (a screenshot, a file): `npm test` would change the repository. */
export function testsWritingTrackedFiles(files: ReadonlyMap<string, string>): string[] {
  const folders = new Set([...files.keys()].filter((path) => path.includes('/')).map((path) => path.split('/')[0]!));
  const writes = /(?:path\s*[:=]|writeFileSync\(|writeFile\(|outputFile\()\s*[`'"]([\w.-]+)\//g;
  return [...files]
    .filter(([path]) => /\.(test|spec)\.tsx?$/.test(path))
    .flatMap(([path, text]) => [...text.matchAll(writes)].filter((m) => folders.has(m[1]!)).map((m) => `${path}: writes into ${m[1]}/`));
}

test('no test writes into a tracked folder: pictures for the docs come from npm run screenshots', () => {
  expect(testsWritingTrackedFiles(trackedRepository().files)).toEqual([]);
  const kitchen = new Map([
    ['docs/screenshot.png', ''],
    ['e2e/kitchen.spec.ts', "const path = `docs/screenshot-${name}.png`;\nawait page.screenshot({ path: 'test-results/x.png' });"],
  ]);
  expect(testsWritingTrackedFiles(kitchen)).toEqual(['e2e/kitchen.spec.ts: writes into docs/']);
});
