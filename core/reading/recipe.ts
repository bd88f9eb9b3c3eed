import { Lexer, type Token, type Tokens } from 'marked';
import { unwrapFence } from '../fence.ts';
import type { Language } from '../kitchen-words.ts';
import { plainText } from '../markdown-text.ts';
import { plainTitle } from '../recipe-title.ts';
import { readIngredientLine, type IngredientLine } from './ingredient-line.ts';
import type { LanguagePack } from './language-pack.ts';
import { pack as ENGLISH } from './languages/en.ts';
import { itemText, labelsFor, normalizeLabel, type Labels, type Section } from './recipe-labels.ts';
import { metadataIn, type TimeKind } from './recipe-metadata.ts';

/** A finished recipe read into its parts, for cook mode, scaling, the shopping list, nutrition and JSON-LD. */
export type StructuredRecipe = {
  /** The language it was read in (its pack's). */
  language: Language;
  title: string | null;
  /** How many the recipe serves or makes, when stated ("Serves 4-6" gives 4). */
  servings: number | null;
  /** The stated yield as a recipe manager shows it: "4 servings", "4-6 servings", "12 cookies". */
  yield: string | null;
  /** Total time in minutes, when stated (or prep and cook time both are). */
  totalTime: number | null;
  /** Preparation and cooking time in minutes, when stated. */
  prepTime: number | null;
  cookTime: number | null;
  ingredients: IngredientLine[];
  /** Each step as plain text, in order. */
  steps: string[];
  /** The "Extra Tip" section (and any notes or variations) as plain text. */
  tip: string | null;
};

/**
 * Reads a model's Markdown recipe into its parts, from its headings, lists and paragraphs (marked's tokens).
 * Tolerates what models do: preamble and sign-off chatter, `**Ingredients:**` or `Ingredients:` lines
 * for headings, a fence around it all, nested lists, `Step 1:` headings. Returns null when there is
 * neither an ingredient list nor steps, so that features can step aside.
 */
export function readRecipe(markdown: string, pack: LanguagePack = ENGLISH): StructuredRecipe | null {
  const reader = new RecipeReader(pack, (text) => readIngredientLine(text, pack));
  reader.read(Lexer.lex(unwrapFence(markdown)));
  return reader.result();
}

/**
 * The texts readRecipe reads as the recipe's ingredient lines, in order, found without reading
 * them: to read them ahead, a few at a time (readIngredientLine keeps what it read), so that
 * reading the recipe itself is quick (src/cooking/readings.ts).
 */
export function ingredientTexts(markdown: string, pack: LanguagePack = ENGLISH): string[] {
  // What the reader does with a line never depends on what the line says: a line read as nothing will do.
  const unread = (text: string): IngredientLine => ({ text, quantity: null, quantity2: null, unit: null, unitId: null, name: text });
  const reader = new RecipeReader(pack, unread);
  reader.read(Lexer.lex(unwrapFence(markdown)));
  return reader.result()?.ingredients.map((line) => line.text) ?? [];
}

class RecipeReader {
  private readonly pack: LanguagePack;
  private readonly labels: Labels;
  private readonly readLine: (text: string) => IngredientLine;

  constructor(pack: LanguagePack, readLine: (text: string) => IngredientLine) {
    this.pack = pack;
    this.labels = labelsFor(pack);
    this.readLine = readLine;
  }

  private section: Section = 'preamble';
  // Headings deeper than the section's own are sub-groups inside it; a label line counts as deepest.
  private sectionDepth = 7;
  private sawSection = false;
  private title: string | null = null;
  private titleDepth = 8;
  private servings: { count: number; text: string } | null = null;
  private times: Partial<Record<TimeKind, number>> = {};
  private group: string | undefined;
  private ingredients: IngredientLine[] = [];
  private looseIngredients: IngredientLine[] = [];
  private steps: string[] = [];
  private looseSteps: string[] = [];
  private pendingStepLabel: { text: string; isStep: boolean } | null = null;
  private tip: string[] = [];
  private unsortedLists: Tokens.List[] = [];

  read(tokens: readonly Token[]): void {
    for (const token of tokens as readonly Tokens.Generic[]) {
      switch (token.type) {
        case 'heading':
          this.heading(plainText(token.tokens).trim(), (token as Tokens.Heading).depth);
          break;
        case 'paragraph':
          this.paragraph(token as Tokens.Paragraph);
          break;
        case 'list':
          this.list(token as Tokens.List);
          break;
        case 'code': {
          // A recipe fenced after some preamble ("Here it is: ```markdown ...") is still the recipe.
          const code = token as Tokens.Code;
          if (/^(?:markdown|md)?$/i.test(code.lang ?? '')) this.read(Lexer.lex(code.text));
          break;
        }
        case 'blockquote':
          this.read((token as Tokens.Blockquote).tokens);
          break;
        case 'hr':
          // After a rule comes sign-off chatter more often than recipe; a heading can still open a section.
          if (this.section !== 'preamble') this.enter('other', 0);
          break;
      }
    }
  }

  result(): StructuredRecipe | null {
    this.flushStepLabel();
    // Paragraph lines count as ingredients or steps only when there is no list: beside a list they are notes.
    let ingredients = this.ingredients.length > 0 ? this.ingredients : this.looseIngredients;
    let steps = this.steps.length > 0 ? this.steps : this.looseSteps;
    // No sections at all, but a bulleted list followed by a numbered one: that is the usual shape.
    if (!this.sawSection) {
      const bullets = this.unsortedLists.findIndex((list) => !list.ordered);
      const numbered = this.unsortedLists.findIndex((list, index) => list.ordered && index > bullets);
      if (bullets !== -1 && numbered !== -1) {
        ingredients = this.ingredientItems(this.unsortedLists[bullets]!);
        steps = this.stepItems(this.unsortedLists[numbered]!);
      }
    }
    if (ingredients.length === 0 && steps.length === 0) return null;
    const { total, prep, cook } = this.times;
    return {
      language: this.pack.code,
      title: this.title,
      servings: this.servings?.count ?? null,
      yield: this.servings?.text ?? null,
      totalTime: total ?? (prep !== undefined && cook !== undefined ? prep + cook : null),
      prepTime: prep ?? null,
      cookTime: cook ?? null,
      ingredients,
      steps,
      tip: this.tip.length > 0 ? this.tip.join('\n') : null,
    };
  }

  private enter(section: Section, depth: number) {
    this.flushStepLabel();
    this.section = section;
    this.sectionDepth = depth;
    this.group = undefined;
    if (section !== 'preamble' && section !== 'other') this.sawSection = true;
  }

  private heading(text: string, depth: number) {
    this.readMetadata(text);
    const section = this.labels.sectionOf(text);
    if (section) {
      this.enter(section, depth);
      const stepTitle = this.labels.stepHeading.exec(text) ? text.replace(this.labels.stepHeading, '').trim() : '';
      if (stepTitle) this.pendingStepLabel = { text: stepTitle, isStep: true };
      return;
    }
    if (this.section === 'preamble' || this.section === 'other') {
      if (this.section === 'preamble' && (this.title === null || (depth === 1 && this.titleDepth !== 1))) {
        this.title = plainTitle(text);
        this.titleDepth = depth;
      }
      return;
    }
    if (depth > this.sectionDepth || /^for\b|[:：]$/i.test(text)) this.subLabel(text);
    else this.enter('other', depth);
  }

  /** A sub-heading inside a section: an ingredient group, or words to put before the next step. */
  private subLabel(text: string) {
    const label = text.replace(/\s*[:：]$/, '');
    if (this.section === 'ingredients') this.group = label;
    if (this.section === 'steps') {
      this.flushStepLabel();
      this.pendingStepLabel = { text: label, isStep: false };
    }
    if (this.section === 'tip') this.tip.push(text);
  }

  private paragraph(token: Tokens.Paragraph) {
    const lines = plainText(token.tokens)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const first = lines[0];
    if (first === undefined) return;
    const firstRaw = token.raw.trimStart().split('\n')[0] ?? '';
    const bold = /^(\*\*|__)(?:(?!\1).)+\1\s*:?\s*$/.test(firstRaw.trim());

    // "Ingredients:" or "**Instructions**" on a line of its own is a heading in all but name.
    const labelled = this.labels.labelSection(first, bold);
    if (labelled) {
      this.readMetadata(first);
      this.enter(labelled, 7);
      this.lines(lines.slice(1));
      return;
    }
    // "**Extra Tip:** Add chili for heat." names its section and starts it on the same line. "Note: ..." is
    // left out: after a rule it is more often a disclaimer than a tip.
    const inline = /^([^:]{2,40}):\s*(\S.*)$/.exec(first);
    if (inline?.[1] && inline[2] && this.labels.sectionOf(inline[1]) === 'tip' && !/^notes?$/.test(normalizeLabel(inline[1]))) {
      this.enter('tip', 7);
      this.lines([inline[2], ...lines.slice(1)]);
      return;
    }
    if (bold) {
      this.readMetadata(first);
      if (this.section === 'preamble' && this.title === null && !/[:：]$/.test(first)) {
        this.title = plainTitle(first);
        this.titleDepth = 7;
      } else if (this.section !== 'preamble' && this.section !== 'other') {
        this.subLabel(first);
      }
      this.lines(lines.slice(1));
      return;
    }
    this.lines(lines);
  }

  /** The lines of a paragraph, read as the current section's content. */
  private lines(lines: readonly string[]) {
    if (lines.length === 0) return;
    switch (this.section) {
      case 'ingredients':
        for (const line of lines) {
          if (this.labels.metadataLine.test(line) && this.readMetadata(line)) continue;
          if (/[:：]$/.test(line)) this.group = line.replace(/\s*[:：]$/, '');
          else this.looseIngredients.push(this.ingredient(line));
        }
        break;
      case 'steps': {
        const text = lines.join(' ');
        if (/^(?:notes?|tips?)\s*:/i.test(text)) this.tip.push(text);
        else if (this.labels.chatter.test(text)) break;
        else if (lines.length > 1 && lines.every((line) => this.labels.stepLine.test(line)))
          this.looseSteps.push(...lines.map((line) => this.cleanStep(line)));
        else this.looseSteps.push(this.withStepLabel(this.cleanStep(text)));
        break;
      }
      case 'tip':
        if (!this.labels.chatter.test(lines[0]!)) this.tip.push(lines.join(' '));
        break;
      default:
        for (const line of lines) this.readMetadata(line);
    }
  }

  private list(list: Tokens.List) {
    switch (this.section) {
      case 'ingredients':
        this.ingredients.push(...this.ingredientItems(list));
        break;
      case 'steps':
        this.steps.push(...this.stepItems(list));
        break;
      case 'tip':
        this.tip.push(...list.items.map(itemText).filter(Boolean));
        break;
      default:
        for (const item of list.items) this.readMetadata(itemText(item));
        this.unsortedLists.push(list);
    }
  }

  private ingredientItems(list: Tokens.List): IngredientLine[] {
    const lines: IngredientLine[] = [];
    for (const item of list.items) {
      const text = itemText(item);
      const nested = item.tokens.filter((token): token is Tokens.List => token.type === 'list');
      // "For the sauce:" as an item, with or without its own sub-list, heads the items after it.
      if (/[:：]$/.test(text) && !/\d/.test(text)) this.group = text.replace(/\s*[:：]$/, '');
      else if (text && !(this.labels.metadataLine.test(text) && this.readMetadata(text))) lines.push(this.ingredient(text));
      for (const sub of nested) lines.push(...this.ingredientItems(sub));
    }
    return lines;
  }

  private stepItems(list: Tokens.List): string[] {
    const steps: string[] = [];
    for (const item of list.items) {
      const text = this.cleanStep(itemText(item));
      const nested = item.tokens.filter((token): token is Tokens.List => token.type === 'list');
      // "Make the sauce:" over sub-steps is put before the first of them.
      if (nested.length > 0 && /[:：]$/.test(text)) {
        this.flushStepLabel();
        this.pendingStepLabel = { text: text.replace(/\s*:$/, ''), isStep: false };
      } else if (text) {
        steps.push(this.withStepLabel(text));
      }
      for (const sub of nested) steps.push(...this.stepItems(sub));
    }
    return steps;
  }

  private ingredient(text: string): IngredientLine {
    const line = this.readLine(text);
    return this.group === undefined ? line : { ...line, group: this.group };
  }

  private cleanStep(text: string): string {
    return text.replace(this.labels.stepLine, '').trim();
  }

  private withStepLabel(text: string): string {
    const label = this.pendingStepLabel;
    this.pendingStepLabel = null;
    return label ? `${label.text}: ${text}` : text;
  }

  /** "### Step 3: Serve" with nothing under it is a step of its own. */
  private flushStepLabel() {
    if (this.pendingStepLabel?.isStep) (this.steps.length > 0 ? this.steps : this.looseSteps).push(this.pendingStepLabel.text);
    this.pendingStepLabel = null;
  }

  /** Notes servings and times stated on a line; true when the line was only that. */
  private readMetadata(line: string): boolean {
    const found = metadataIn(line, this.pack);
    if (found.servings && !this.servings) this.servings = found.servings;
    for (const [kind, minutes] of Object.entries(found.times) as [TimeKind, number][]) this.times[kind] ??= minutes;
    return found.onlyMetadata;
  }
}
