/**
 * The only place the environment is read (process.env on Node, the bindings on Workers). Parsed once
 * at start-up, with one schema; every bad value is named.
 */

import { PROVIDERS_OR_POLICIES } from '@huggingface/inference';
import * as v from 'valibot';
import { DEFAULT_MODEL_CHAIN, DEFAULT_VISION_CHAIN, parseModelChain } from '../core/model-chain.ts';
import { DEFAULT_TIMEOUTS, type ModelTarget, type StreamTimeouts } from '../core/model-stream.ts';
import { DEFAULT_PROVIDER } from '../core/recipe-prompt.ts';

export type Config = {
  /** Where recipes are asked for; null when neither a token nor a base URL is set. */
  target: ModelTarget | null;
  /** The model chain, tried in order. */
  models: string[];
  /** The photo chain (VISION_MODEL): image-capable models, tried like `models`. */
  visionModels: string[];
  host: string;
  port: number;
  timeouts: StreamTimeouts;
  rateLimitPerMinute: number;
  photoLimitPerMinute: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  trustProxy: boolean;
  /** The Hugging Face Hub asked which providers serve the chain (hub-check.ts); a fake in tests. */
  hubUrl: string;
  /** Where every instance counts the per-client limits together; unset, each counts alone. */
  redisUrl: string | undefined;
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Pantry Chef cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** A variable as it is set: trimmed, and unset when empty. The empty default makes the pipe run for unset ones too. */
const setting = v.pipe(
  v.optional(v.string(), ''),
  v.transform((raw) => raw?.trim() || undefined),
);

const wholeNumber = (name: string, fallback: number, min: number, max: number) =>
  v.pipe(
    setting,
    v.check(
      (raw) => raw === undefined || (Number.isInteger(Number(raw)) && Number(raw) >= min && Number(raw) <= max),
      (issue) => `${name} must be a whole number from ${min} to ${max}, not "${String(issue.input)}".`,
    ),
    v.transform((raw) => (raw === undefined ? fallback : Number(raw))),
  );

export const DEFAULT_HUB_URL = 'https://huggingface.co';

const PROVIDERS = PROVIDERS_OR_POLICIES as readonly string[];

const provider = v.pipe(
  setting,
  v.transform((raw) => raw ?? DEFAULT_PROVIDER),
  v.check(
    (name) => PROVIDERS.includes(name),
    (issue) => `HF_PROVIDER must be "auto" or one of ${PROVIDERS.filter((p) => p !== 'auto').join(', ')}; not "${String(issue.input)}".`,
  ),
);

const baseUrl = v.pipe(
  setting,
  v.transform((raw) => raw?.replace(/\/+$/, '')),
  v.check(
    (url) => url === undefined || (URL.canParse(url) && /^https?:\/\/[^/]/.test(url) && url.endsWith('/v1')),
    (issue) => `MODEL_BASE_URL must be an http(s) URL ending in /v1, such as http://localhost:11434/v1; not "${String(issue.input)}".`,
  ),
);

const hubUrl = v.pipe(
  setting,
  v.transform((raw) => (raw ?? DEFAULT_HUB_URL).replace(/\/+$/, '')),
  v.check(
    (url) => URL.canParse(url) && /^https?:\/\/[^/]/.test(url),
    (issue) => `HF_HUB_URL must be an http(s) URL, such as ${DEFAULT_HUB_URL}; not "${String(issue.input)}".`,
  ),
);

const redisUrl = v.pipe(
  setting,
  v.check(
    (url) => url === undefined || (URL.canParse(url) && /^rediss?:\/\/[^/]/.test(url)),
    // The value is not repeated: it may hold a password.
    'REDIS_URL must be a redis:// or rediss:// URL, such as redis://localhost:6379.',
  ),
);

const EnvSchema = v.object({
  HF_TOKEN: setting,
  RECIPE_MODEL: v.pipe(
    setting,
    v.transform((raw) => parseModelChain(raw ?? DEFAULT_MODEL_CHAIN)),
    v.nonEmpty('RECIPE_MODEL must name at least one model, such as openai/gpt-oss-20b.'),
  ),
  VISION_MODEL: v.pipe(
    setting,
    v.transform((raw) => parseModelChain(raw ?? DEFAULT_VISION_CHAIN)),
    v.nonEmpty('VISION_MODEL must name at least one model that reads images, such as google/gemma-3-27b-it.'),
  ),
  HF_PROVIDER: provider,
  MODEL_BASE_URL: baseUrl,
  HOST: v.pipe(
    setting,
    v.transform((raw) => raw ?? 'localhost'),
  ),
  PORT: wholeNumber('PORT', 8080, 0, 65_535),
  MODEL_TIMEOUT_MS: wholeNumber('MODEL_TIMEOUT_MS', DEFAULT_TIMEOUTS.tokenTimeoutMs, 1, 600_000),
  RATE_LIMIT_PER_MINUTE: wholeNumber('RATE_LIMIT_PER_MINUTE', 20, 1, 1_000_000),
  PHOTO_LIMIT_PER_MINUTE: wholeNumber('PHOTO_LIMIT_PER_MINUTE', 6, 1, 1_000_000),
  TRUST_PROXY: v.pipe(
    setting,
    v.transform((raw) => raw === 'true'),
  ),
  HF_HUB_URL: hubUrl,
  REDIS_URL: redisUrl,
});

/** `env` is process.env on Node, the Worker's bindings on Workers. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) throw new ConfigError(parsed.issues.map((issue) => issue.message));
  const { HF_TOKEN: token, RECIPE_MODEL: models, HF_PROVIDER: provider, MODEL_BASE_URL: baseUrl, ...rest } = parsed.output;
  return {
    target: token || baseUrl ? { models, provider, accessToken: token, baseUrl } : null,
    models,
    visionModels: rest.VISION_MODEL,
    host: rest.HOST,
    port: rest.PORT,
    timeouts: { tokenTimeoutMs: rest.MODEL_TIMEOUT_MS, totalTimeoutMs: Math.max(DEFAULT_TIMEOUTS.totalTimeoutMs, rest.MODEL_TIMEOUT_MS) },
    rateLimitPerMinute: rest.RATE_LIMIT_PER_MINUTE,
    photoLimitPerMinute: rest.PHOTO_LIMIT_PER_MINUTE,
    trustProxy: rest.TRUST_PROXY,
    hubUrl: rest.HF_HUB_URL,
    redisUrl: rest.REDIS_URL,
  };
}

/** A one-line description for the start-up log; never includes the token. */
export function describeTarget(config: Config): string {
  if (!config.target) {
    return 'No model is configured: recipe requests will answer 503. Set HF_TOKEN (in the environment or a .env file), or MODEL_BASE_URL for an OpenAI-compatible server.';
  }
  const where = config.target.baseUrl ?? `Hugging Face (provider: ${config.target.provider})`;
  const [first, ...others] = config.models;
  const fallback = others.length > 0 ? `, or when it is not served, from ${others.join(', then ')}` : '';
  return `Recipes come from ${first}${fallback}, via ${where}.`;
}
