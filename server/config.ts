/** The only place the environment is read. Parsed once at start-up; every bad value is named. */

import { PROVIDERS_OR_POLICIES } from '@huggingface/inference';
import { DEFAULT_MODEL, DEFAULT_PROVIDER } from '../core/recipe-prompt.ts';
import { DEFAULT_LIMITS, type ModelTarget, type StreamLimits } from '../core/stream-recipe.ts';

export type Config = {
  /** Where recipes are asked for; null when neither a token nor a base URL is set. */
  target: ModelTarget | null;
  model: string;
  host: string;
  port: number;
  limits: StreamLimits;
  rateLimitPerMinute: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  trustProxy: boolean;
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Pantry Chef cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const wholeNumber = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
      return fallback;
    }
    return value;
  };

  const token = read('HF_TOKEN');
  const model = read('RECIPE_MODEL') ?? DEFAULT_MODEL;
  const provider = read('HF_PROVIDER') ?? DEFAULT_PROVIDER;
  if (!(PROVIDERS_OR_POLICIES as readonly string[]).includes(provider)) {
    problems.push(
      `HF_PROVIDER must be "auto" or one of ${PROVIDERS_OR_POLICIES.filter((p) => p !== 'auto').join(', ')}; not "${provider}".`,
    );
  }
  const baseUrl = parseBaseUrl(read('MODEL_BASE_URL'), problems);
  const tokenTimeoutMs = wholeNumber('MODEL_TIMEOUT_MS', DEFAULT_LIMITS.tokenTimeoutMs, 1, 600_000);
  const config: Config = {
    target: token || baseUrl ? { model, provider, accessToken: token, baseUrl } : null,
    model,
    host: read('HOST') ?? 'localhost',
    port: wholeNumber('PORT', 8080, 0, 65_535),
    limits: { tokenTimeoutMs, totalTimeoutMs: Math.max(DEFAULT_LIMITS.totalTimeoutMs, tokenTimeoutMs) },
    rateLimitPerMinute: wholeNumber('RATE_LIMIT_PER_MINUTE', 20, 1, 1_000_000),
    trustProxy: read('TRUST_PROXY') === 'true',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseBaseUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  const trimmed = raw.replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || !trimmed.endsWith('/v1')) {
    problems.push(`MODEL_BASE_URL must be an http(s) URL ending in /v1, such as http://localhost:11434/v1; not "${raw}".`);
    return undefined;
  }
  return trimmed;
}

/** A one-line description for the start-up log; never includes the token. */
export function describeTarget(config: Config): string {
  if (!config.target) {
    return 'No model is configured: recipe requests will answer 503. Set HF_TOKEN (in the environment or a .env file), or MODEL_BASE_URL for an OpenAI-compatible server.';
  }
  const where = config.target.baseUrl ?? `Hugging Face (provider: ${config.target.provider})`;
  return `Recipes come from ${config.model} via ${where}.`;
}
