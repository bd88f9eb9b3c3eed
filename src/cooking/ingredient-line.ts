import { parseIngredient, unitsOfMeasure, type ParseIngredientOptions, type UnitOfMeasureDefinitions } from 'parse-ingredient';

/** One line of a recipe's ingredient list, as written and as read. */
export type IngredientLine = {
  /** The line as the model wrote it, without Markdown: "3 large eggs, beaten". */
  text: string;
  /** The amount, or its lower end for a range ("2-3 cloves" gives 2); null for "salt to taste". */
  quantity: number | null;
  /** The upper end of a range, else null. */
  quantity2: number | null;
  /** The unit as written ("cups", "g", "can"), or null for a count ("3 eggs"). */
  unit: string | null;
  /** parse-ingredient's name for the unit, singular and spelled out ("cup", "gram"). */
  unitId: string | null;
  /** What the cook would buy or look for: "eggs", "tomatoes", "salt and pepper". */
  name: string;
  /** The sub-heading the line sits under in the recipe ("For the sauce"), if any. */
  group?: string;
};

// Sizes describe the item rather than measure it: "3 large eggs" is three eggs.
const SIZES = ['large', 'medium', 'small'];

const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  ...britishSpelling('liter', 'milliliter', 'deciliter'),
  centiliter: { short: 'cl', plural: 'centiliters', alternates: ['centilitre', 'centilitres'], type: 'volume' },
  slice: { short: 'slice', plural: 'slices', type: 'count' },
  handful: { short: 'handful', plural: 'handfuls', type: 'count' },
  tin: { short: 'tin', plural: 'tins', type: 'count' },
  jar: { short: 'jar', plural: 'jars', type: 'count' },
  knob: { short: 'knob', plural: 'knobs', type: 'count' },
  block: { short: 'block', plural: 'blocks', type: 'count' },
  splash: { short: 'splash', plural: 'splashes', type: 'count' },
};

function britishSpelling(...ids: string[]): UnitOfMeasureDefinitions {
  return Object.fromEntries(
    ids.map((id) => {
      const unit = unitsOfMeasure[id]!;
      const british = id.replace(/er$/, 're');
      return [id, { ...unit, alternates: [...(unit.alternates ?? []), british, `${british}s`] }];
    }),
  );
}

const OPTIONS: ParseIngredientOptions = {
  ignoreUOMs: SIZES,
  additionalUOMs: EXTRA_UNITS,
  // Unrounded, so that 2/3 cup scaled by 3 is exactly 2 cups.
  round: false,
  leadingQuantityPrefixes: ['approximately', 'approx.', 'about', 'around', 'roughly', 'ca.'],
};

// Words before the thing itself that say how it is prepared or chosen, not what it is.
const DESCRIPTORS = new Set(
  (
    'large medium small big extra-large jumbo fresh freshly finely roughly coarsely thinly chopped diced minced sliced ' +
    'grated shredded crushed beaten melted softened cooked uncooked dried frozen ripe peeled boneless skinless ' +
    'whole organic raw cold warm room-temperature bone-in skin-on'
  ).split(' '),
);

// Notes after the thing itself: "salt, to taste", "parsley for garnish", "butter (optional)".
const TRAILING_NOTES =
  /\s*\b(?:to taste|for (?:garnish(?:ing)?|serving|frying|dusting|greasing|topping)|as needed|if desired|or more|optional|divided|plus (?:more|extra)\b.*)\s*$/i;

/** Reads one ingredient line: "1 1/2 cups rice", "2-3 cloves garlic", "salt to taste", "1 (14 oz) can tomatoes". */
export function readIngredientLine(source: string): IngredientLine {
  const text = source
    .replace(/^\s*(?:(?:[-*+•·▪]|\[[ xX]\])\s+)+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A decimal comma ("1,5 l Milch") is read as one; "1,000" (a thousands comma) is not.
  const decimalSeparator = /^\D{0,12}\d+,\d{1,2}(?!\d)/.test(text) ? ',' : '.';
  const parsed = parseIngredient(text, { ...OPTIONS, decimalSeparator })[0];
  const quantity = parsed?.quantity ?? null;
  let unit = parsed?.unitOfMeasure ?? null;
  let unitId = parsed?.unitOfMeasureID ?? null;
  let description = parsed?.description ?? text;

  // "1 (14 oz) can tomatoes": the package size in brackets comes between the count and its unit.
  const packaged = /^\(([^)]*)\)\s*(.+)$/.exec(description);
  if (packaged?.[2] && quantity !== null && unit === null) {
    const inner = unitAtStart(packaged[2]);
    if (inner) ({ unit, unitId, description } = inner);
  }
  // "A pinch of salt": an unnumbered unit is still a unit, though there is nothing to scale.
  const article = /^an?\s+(.+)$/i.exec(description);
  if (article?.[1] && quantity === null) {
    const inner = unitAtStart(article[1]);
    if (inner) ({ unit, unitId, description } = inner);
  }
  if (quantity === null) unit = unitId = null;

  return { text, quantity, quantity2: quantity === null ? null : (parsed?.quantity2 ?? null), unit, unitId, name: nameOf(description) };
}

/** The unit a text starts with, read by asking the parser about "1 <text>". */
function unitAtStart(text: string): { unit: string; unitId: string; description: string } | null {
  const probe = parseIngredient(`1 ${text}`, OPTIONS)[0];
  if (!probe?.unitOfMeasure || !probe.unitOfMeasureID) return null;
  return { unit: probe.unitOfMeasure, unitId: probe.unitOfMeasureID, description: probe.description };
}

function nameOf(description: string): string {
  const parts = description
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^(?:optional|for the [^:]*):\s*/i, '')
    .split(/[,;]| - | – /)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // What follows a comma is usually preparation ("onion, chopped"), unless what precedes it only
  // describes ("bone-in, skin-on chicken thighs").
  let name = parts.find((part) => part.split(' ').some((word) => !DESCRIPTORS.has(word.toLowerCase()))) ?? parts[0] ?? '';
  for (let before = ''; before !== name;) {
    before = name;
    name = name
      .replace(TRAILING_NOTES, '')
      .replace(/[.:*]+$/, '')
      .trim();
  }
  const words = name.split(' ');
  while (words.length > 1 && DESCRIPTORS.has(words[0]!.toLowerCase())) words.shift();
  return words.join(' ');
}
