import { LANGUAGES } from '../core/kitchen-words.ts';

/** Every limit the benchmark holds the app to (a row carries a budget only where one applies), and what each lazy chunk holds. */
export const BUDGETS = {
  /** The whole of `npm run bench` on the project's two-core machine. */
  benchSeconds: 480,
  /**
   * In every language and both modes: the scripts written into the page, the app's first script and
   * the first screen's words (issue 29; docs/decisions/0012).
   */
  initialJsGzipBytes: 75_000,
  /** Lighthouse mobile, in English and in Spanish (issue 29): all four scores, and FCP and LCP in every run. */
  lighthouseMobile: 100,
  lighthouseMobileFcpMs: 1_000,
  lighthouseMobileLcpMs: 1_100,
  modelToVisibleMs: 50,
  /** The header's Language select changed on a loaded page → painted in the new language. */
  languageSwitchMs: 100,
  /** The safety check of a 4 KB recipe against a full avoid list and the widest diet, in Node, median: well under a frame. */
  safetyCheckMs: 16,
  /** No long task at 100 tok/s, at full speed and with the CPU as slow as Lighthouse's mobile preset. */
  longTasksAt100: 0,
  longTasksAt100Throttled: 0,
  /** A change's first word, as a first recipe's: the model writes it → painted, median. */
  changeModelToVisibleMs: 50,
  /** A 12-megapixel photo with the CPU 4× slower: chosen → its request sent, in the slowest run; and the bytes it sends. */
  photoChosenToSentMs: 1_500,
  photoRequestBytes: 350_000,
  /** The nutrition estimate of a 20-line recipe, warm, median; and no long task as the panel appears with the CPU 4× slower. */
  nutritionWarmMs: 5,
  nutritionPanelLongTasks: 0,
  /** The card's renderer against react-markdown and streamdown: ours at most this times each peer's; a peer not measured fails. */
  renderingOursOverPeer: 1,
  /** Recipe streams per second over the model direct: ours at least this times the AI SDK relay's. */
  relayThroughputOverPeer: 1,
  /** Streams opened at once through one process: all get a first token in every round, adding no more than the AI SDK relay (p50, p99). */
  concurrentStreams: 500,
  /** Cooks as they come (PLAN.arrivals), all complete; what the server adds over the model direct within these and ≤ the AI SDK relay's. */
  arrivals: { addedFirstTokenP50Ms: 100, addedFirstTokenP99Ms: 500, addedGapP99Ms: 50 },
  /** The relay's CPU per token at most this times the inference client's own (`clientFloor`), in the same run. */
  relayCpuOverClientFloor: 1.2,
  /** GET /api/health per second, over a bare node:http server answering the same body. */
  healthOverBareNode: 0.4,
  /** Server mode's lazy chunks, gzip -9 bytes, by Vite's name: about 12 % above their size when set (git log says when); `foods` 60 KB. */
  lazyChunkGzipBytes: {
    foods: 60_000,
    'cooking-panel': 13_400,
    recipe: 7_150,
    'parse-ingredient': 8_000,
    languages: 7_400,
    es: 25_800,
    fr: 29_500,
    de: 34_100,
    it: 35_150,
    pt: 27_200,
    nl: 31_250,
    pl: 30_100,
    ja: 35_800,
    zh: 36_900,
    'markdown-text': 17_500,
    'safety-check': 3_050,
    'running-job': 3_900,
    answer: 3_500,
    dist: 2_150,
    'kitchen-form': 1_900,
    markdown: 1_600,
    card: 3_700,
    'recipe-link': 1_150,
    'open-link': 460,
    'browser-memory': 1_470,
    // 2026-11-26: 1,477 once its words came from the kitchen's catalog.
    'safety-alert': 1_650,
    'saved-recipe-list': 1_260,
    kitchen: 1_000,
    'saved-recipe': 570,
    'ingredient-schemas': 330,
    'recipe-title': 300,
    'api-client': 1_850,
    'recipe-change': 100,
    // The page's word catalogs' loader (issue 29), and what the recipe-language packs share.
    'lazy-catalogs': 1_390,
    'pack-helpers': 400,
    // 2026-11-28: what came out of the first script for the budget of issue 29 (docs/decisions/0012).
    workbench: 3_850,
    'kitchen-summary': 490,
    'kitchen-wishes': 215,
    'choose-language': 640, // 2026-11-29: 599 B, with the addresses of the ten languages' words.<language> chunks.
  } as Record<string, number>,
  /**
   * The page's words (src/lib/messages/<area>.<language>.json), one chunk per area and language
   * (`card.de`), one budget per area, about 12 % above its largest language (Japanese, 2026-11-28).
   * The first screen's words are written into each page (initial JS); a change of language fetches `words.<language>`, every area's at once.
   */
  catalogChunkGzipBytes: {
    words: 7_100,
    page: 820,
    list: 500,
    card: 1_750,
    errors: 1_160,
    kitchen: 1_270,
    cooking: 2_060,
    photo: 1_880,
    saved: 600,
  } as Record<string, number>,
} as const;

export type BudgetKey = keyof typeof BUDGETS;

/** A word catalog's budget, by its chunk's name (`card.de` → the card area's), if it is one. */
export function catalogBudget(chunk: string): number | undefined {
  const [, area, language] = /^([\w-]+)\.([a-z]{2})$/.exec(chunk) ?? [];
  return area && language && language in LANGUAGES ? BUDGETS.catalogChunkGzipBytes[area] : undefined;
}

/** What each lazy chunk holds, by the name Vite gives it (its entry module's file name, or a package's folder: valibot's is "dist"). */
export const CHUNK_FEATURES: Record<string, string> = {
  workbench: 'the page under the form: the ingredient list, the recipe request and its card, the saved recipes, memory, a shared link',
  'kitchen-summary': "kitchen: the closed kitchen's summary, once something is chosen",
  'kitchen-wishes': 'kitchen: what a kitchen asks for (the summary and the request share it)',
  'choose-language': "words: the cook's choice of the page's language, and the page kept for offline use",
  'cooking-panel': 'cooking: scaling, timers, cook mode, print, shopping list, nutrition',
  foods: 'nutrition: the USDA food table',
  'running-job': 'photo and voice: scaling the photo, the request, the confirmation, the recognizer',
  'markdown-text': 'recipe: Markdown parser, marked',
  markdown: 'recipe: Markdown renderer',
  card: 'recipe: the card, with Save recipe, the safety check, its versions, changing it in words, sharing it and the cooking panel that follows it',
  'recipe-link': 'share: the recipe in a link, written and read',
  'open-link': 'share: opening a recipe that came in a link',
  answer: 'recipe: reading the answer stream',
  'direct-source': 'recipe: the recipe chain, direct mode',
  'direct-model': 'recipe, photo: the inference client (@huggingface/inference), the answer reader and the model target, direct mode',
  'direct-photo': 'photo and voice: the vision call, direct mode',
  'recipe-change': "recipe: the change request's limits",
  'safety-alert': 'kitchen: safety alert',
  'safety-check': 'kitchen: the safety check',
  recipe: 'reading: a recipe read into its parts, its lines, durations, servings and times (core/reading)',
  'parse-ingredient': 'reading: the ingredient-line parser, parse-ingredient',
  languages: "reading: the English pack with the families' word lists, telling a recipe's language, the other packs' loaders",
  'lazy-catalogs': "words: loading the page's catalogs in its language",
  'pack-helpers': 'reading: what the recipe-language packs share',
  ...Object.fromEntries(
    Object.entries(LANGUAGES)
      .filter(([code]) => code !== 'en')
      .map(([code, name]) => [code, `reading: the ${name} pack (loaded for a recipe in ${name})`]),
  ),
  'recipe-title': 'recipe: the title reader',
  'recipe-request': 'kitchen: safety rules and the recipe request',
  'kitchen-form': 'kitchen: settings form',
  kitchen: 'kitchen: settings schema',
  'saved-recipe-list': 'recipe box: saved recipes list',
  'saved-recipe': 'recipe box: saved recipe schema',
  'browser-memory': 'recipe box: browser storage, idb-keyval',
  'ingredient-schemas': 'shared: ingredient list schema',
  dist: 'shared: valibot, the schema library',
  'api-client': 'shared: our API as the page calls it, error codes and messages',
  fence: 'shared: outer code fence remover',
};
