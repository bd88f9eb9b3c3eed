/**
 * The repository stands on its own: no tracked file reads or cites a folder beside it, every
 * document a file names or links to is one the repository holds, and every file a page or a
 * comment cites is there. A clone with nothing beside it then builds, tests and reads completely.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Documents that lived beside the project, never in it: citing one sends a reader nowhere. */
const OUTSIDE_DOCUMENTS = ['SPEC', 'CONTRACT', 'FINDINGS'];

type Repository = {
  /** The text of every tracked text file. */
  files: ReadonlyMap<string, string>;
  /** Every tracked path, text or not. */
  paths: readonly string[];
  /** A tracked file, or a folder holding one. */
  exists: (path: string) => boolean;
};

/**
 * A file cited by its path (`server/app.ts`, `../fake-model/README.md`, `src/cooking/`) or by its
 * name alone (`chain-watch.ts`): a file name ending in one of these, or a folder path ending in /.
 */
const CITED_PATH =
  /(?<![\w./<>*{}$@:~\\-])((?:\.{1,2}\/)*(?:[\w-][\w.-]*\/)*(?:[\w-][\w.-]*\.(?:tsx?|jsx?|mjs|json|md|css|html|toml|conf|ya?ml|svg|png|sse)|[\w-][\w.-]*\/))(?![\w/<>*{}$-])/g;
/** A name alone is checked for the project's own kinds of file: a built `index-*.js` or a `page-policy.json` is written by the build. */
const CITED_BY_NAME = /^[\w.-]+\.(?:tsx?|md|css)$/;
/** "The spec", "the contract's request": documents that lived beside the project, cited in a page or a comment. */
const OUTSIDE_CITATION = /\b(?:the\s+(?:spec|specification|contract)\b(?:['’]s)?|(?:spec|specification|contract)['’]s\b)/gi;

/** Every problem found, as `path: what`; none when the repository is complete in itself. */
export function referenceProblems(repository: Repository): string[] {
  const { files, exists } = repository;
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
    problems.push(...citationProblems(path, text, repository));
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

/**
 * What a Markdown page, or a comment of a code or configuration file, cites: the outside documents
 * it quotes ("the spec"), and the files of the repository it names that are not there. A path is
 * read from the citing file's folder, from the root, or as the end of a tracked path; one that
 * starts with a folder the repository does not have (`dist/`, another project's) is not ours to check.
 */
function citationProblems(path: string, text: string, repository: Repository): string[] {
  const prose = /\.md$/.test(path);
  if (!prose && !COMMENTED.test(path)) return [];
  const problemsIn = (cited: string) => [
    ...[...cited.matchAll(OUTSIDE_CITATION)].map(
      ([phrase]) => `${path}: cites "${phrase.replace(/\s+/g, ' ')}", a document the repository does not hold`,
    ),
    ...[...withoutAddresses(cited).matchAll(CITED_PATH)]
      .map(([, file]) => file!)
      .filter((file) => !isCitedElsewhere(file) && !citedFileExists(path, file, repository))
      .map((file) => `${path}: cites ${file}, not in the repository`),
  ];
  // Most files cite nothing amiss anywhere: only those that do are parsed for their comments.
  if (prose || problemsIn(text).length === 0) return prose ? problemsIn(text) : [];
  return problemsIn(commentsOf(path, text).join('\n'));
}

const COMMENTED = /\.(?:[cm]?[jt]sx?|css|html|toml|conf|ya?ml)$|^\.env\.example$|^\.ci\//;

/** Web addresses: a link to another site, its text too (it names that site's files); and the targets of links here, checked as links. */
function withoutAddresses(text: string): string {
  return text
    .replace(/\[[^\]]*\]\([a-z][a-z+.-]*:[^)\s]*\)/gi, ' ')
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, ' ');
}

/** Checked by the other rules: a docs page, an upper-case document name. */
function isCitedElsewhere(file: string): boolean {
  return /^docs\/.*\.md$/.test(file) || /^[A-Z][A-Z0-9_-]*\.md$/.test(file);
}

function citedFileExists(from: string, cited: string, { paths, exists }: Repository): boolean {
  if (!cited.includes('/')) return !CITED_BY_NAME.test(cited) || paths.some((path) => basename(path) === cited);
  const file = cited.replace(/\/$/, '');
  const inRepository = file.replace(/^(?:\.{1,2}\/)+/, '');
  if (exists(normalize(join(dirname(from), file))) || exists(inRepository)) return true;
  if (paths.some((path) => path.endsWith(`/${inRepository}`) || path.includes(`/${inRepository}/`))) return true;
  // Not ours to check: a path in a folder the repository does not have.
  const [first] = inRepository.split('/');
  return !paths.some((path) => path.split('/').slice(0, -1).includes(first!));
}

/** The comments of a file, as its language writes them; TypeScript's parser tells a comment from a string or a regular expression. */
function commentsOf(path: string, text: string): string[] {
  if (/\.(?:css)$/.test(path)) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map(([comment]) => comment);
  if (/\.html$/.test(path)) return [...text.matchAll(/<!--[\s\S]*?-->/g)].map(([comment]) => comment);
  if (!/\.[cm]?[jt]sx?$/.test(path)) return [...text.matchAll(/(?:^|\s)#.*$/gm)].map(([comment]) => comment);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, /x$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const comments = new Map<number, string>();
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])])
      comments.set(range.pos, text.slice(range.pos, range.end));
    // Every token too: a comment before a closing brace belongs to no statement.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...comments.values()];
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
  return { files, paths, exists };
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
  expect(referenceProblems({ files, paths: [...files.keys()], exists })).toEqual([
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

test('the check finds a file a page or a comment cites that is gone, and a comment that quotes "the spec"; not a string, an address or a build output', () => {
  const files = new Map([
    [
      'docs/architecture.md',
      '# Architecture\n\nLimits in `server/client-limits.ts` and `limits.ts`, features in `src/change/`, the reader in `core/reading/`. ' +
        'The build writes `dist/page-policy.json` and `index-C0KdUNkq.js`; see [`inference-providers/hub-api.md`](https://github.com/huggingface/hub-docs).',
    ],
    [
      'server/app.ts',
      "// As the contract's table says, the spec's model goes first (chain-watch.ts, ../core/gone.ts).\n" +
        "const note = 'the spec says so in core/elsewhere.ts';\nconst home = 'https://example.com/a//b.ts';",
    ],
    [
      'src/change/form.tsx',
      '/** Used by change/form.tsx and cooking/panel.tsx. */\nexport const Form = () => <p>{/* as the spec has it */}</p>;',
    ],
    ['wrangler.toml', '# The limits: worker/limits.ts.\nmain = "worker/index.ts"'],
    ['server/chain-watch.ts', ''],
    ['src/cooking/cooking.tsx', ''],
    ['core/errors.ts', ''],
    ['worker/index.ts', ''],
  ]);
  const paths = [...files.keys()];
  const exists = (path: string) => paths.some((file) => file === path || file.startsWith(`${path}/`));
  expect(referenceProblems({ files, paths, exists })).toEqual([
    'docs/architecture.md: cites server/client-limits.ts, not in the repository',
    'docs/architecture.md: cites limits.ts, not in the repository',
    'docs/architecture.md: cites core/reading/, not in the repository',
    'server/app.ts: cites "the contract\'s", a document the repository does not hold',
    'server/app.ts: cites "the spec\'s", a document the repository does not hold',
    'server/app.ts: cites ../core/gone.ts, not in the repository',
    'src/change/form.tsx: cites "the spec", a document the repository does not hold',
    'src/change/form.tsx: cites cooking/panel.tsx, not in the repository',
    'wrangler.toml: cites worker/limits.ts, not in the repository',
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

/** The bench's own size: bench/ with its tests, not the results it publishes, counted as `wc -l` does. */
function benchLines(files: ReadonlyMap<string, string>): number {
  const counted = [...files].filter(([path]) => path.startsWith('bench/') && !path.startsWith('bench/results.'));
  return counted.reduce((lines, [, text]) => lines + text.split('\n').length - 1, 0);
}

test('the bench stays under 3,000 lines, its tests included: a measurement more is a line less elsewhere', () => {
  expect(benchLines(trackedRepository().files)).toBeLessThan(3_000);
  expect(
    benchLines(
      new Map([
        ['bench/run.ts', 'a\nb\n'],
        ['bench/results.md', 'x\n'],
        ['src/workbench.tsx', 'c\n'],
      ]),
    ),
  ).toBe(2);
});
