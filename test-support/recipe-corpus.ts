/**
 * Recipe texts as models write them, tidy and messy, with the structure each should read as.
 * Shared by the cooking tests (reading, scaling, shopping list, JSON-LD). The texts are the .md
 * files in recipe-corpus/, byte for byte (Prettier leaves them alone); expected.json names each
 * case, its file and what it should read as. Loaded through Vite, as the app's tests run.
 */
import cases from './recipe-corpus/expected.json';

type ExpectedRecipe = {
  title: string | null;
  servings?: number | null;
  yield?: string | null;
  /** Minutes. */
  totalTime?: number | null;
  /** The ingredient lines as written, without Markdown. */
  ingredients: string[];
  /** What the cook would buy, per line, when the case is about that. */
  names?: string[];
  steps: string[];
  tip: string | null;
};

type CorpusRecipe = {
  name: string;
  markdown: string;
  /** null: not a recipe the cooking features can use. */
  expected: ExpectedRecipe | null;
};

const texts = import.meta.glob<string>('./recipe-corpus/*.md', { query: '?raw', import: 'default', eager: true });

export const recipeCorpus: CorpusRecipe[] = (cases as { name: string; file: string; expected: ExpectedRecipe | null }[]).map(
  ({ name, file, expected }) => {
    const markdown = texts[`./recipe-corpus/${file}`];
    if (markdown === undefined) throw new Error(`recipe-corpus/${file} is missing`);
    return { name, markdown, expected };
  },
);
