import fc from 'fast-check';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { checkNewIngredient, firstProblem, MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from './ingredients.ts';
import { IngredientSchema } from './ingredient-schemas.ts';
import { RecipeBodySchema } from './recipe-request.ts';

/** The verdict the API gives a body: its trimmed value, or the first problem in plain words. */
function parseRecipeBody(body: unknown) {
  const result = v.safeParse(RecipeBodySchema, body);
  return result.success ? { ok: true as const, value: result.output } : { ok: false as const, message: firstProblem(result.issues) };
}

test('a new ingredient is trimmed', () => {
  expect(checkNewIngredient('  basil ', [])).toEqual({ ok: true, value: 'basil' });
});

test('an empty or blank ingredient is refused, with nothing to say', () => {
  expect(checkNewIngredient('', [])).toEqual({ ok: false, reason: 'empty' });
  expect(checkNewIngredient(' \t ', [])).toMatchObject({ ok: false, reason: 'empty' });
});

test('an ingredient already on the list, in any letter case, is refused, naming the one listed', () => {
  expect(checkNewIngredient('EGGS ', ['Eggs'])).toEqual({ ok: false, reason: 'duplicate', existing: 'Eggs' });
});

test('an ingredient over the length limit is refused with its length', () => {
  const check = checkNewIngredient('a'.repeat(MAX_INGREDIENT_LENGTH + 1), []);
  expect(check).toEqual({ ok: false, reason: 'too_long', length: MAX_INGREDIENT_LENGTH + 1 });
  expect(checkNewIngredient('a'.repeat(MAX_INGREDIENT_LENGTH), [])).toMatchObject({ ok: true });
});

test('a full list refuses one more', () => {
  const list = Array.from({ length: MAX_INGREDIENTS }, (_, i) => `item ${i}`);
  expect(checkNewIngredient('one more', list)).toMatchObject({ ok: false, reason: 'list_full' });
});

test('a valid body is accepted and its ingredients trimmed', () => {
  expect(parseRecipeBody({ ingredients: [' egg', 'flour '] })).toEqual({ ok: true, value: { ingredients: ['egg', 'flour'] } });
});

test('invalid bodies are refused with a reason', () => {
  const invalid: unknown[] = [
    null,
    'egg',
    42,
    [],
    ['egg'],
    {},
    { ingredients: [] },
    { ingredients: 'egg' },
    { ingredients: [''] },
    { ingredients: ['  '] },
    { ingredients: ['egg', 3] },
    { ingredients: ['egg', null] },
    { ingredients: [{ name: 'egg' }] },
    { ingredients: ['a'.repeat(MAX_INGREDIENT_LENGTH + 1)] },
    { ingredients: Array.from({ length: MAX_INGREDIENTS + 1 }, () => 'egg') },
  ];
  for (const body of invalid) {
    const result = parseRecipeBody(body);
    expect(result.ok, JSON.stringify(body)).toBe(false);
    expect(result.ok || result.message.length).toBeGreaterThan(0);
  }
});

test('any list the form can build is a body the server accepts', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ maxLength: MAX_INGREDIENT_LENGTH + 20 }), { maxLength: MAX_INGREDIENTS + 10 }), (inputs) => {
      let list: string[] = [];
      for (const input of inputs) {
        const check = checkNewIngredient(input, list);
        if (check.ok) list = [...list, check.value];
      }
      if (list.length > 0)
        expect(parseRecipeBody(JSON.parse(JSON.stringify({ ingredients: list })))).toEqual({ ok: true, value: { ingredients: list } });
    }),
  );
});

test('whatever JSON arrives, the schema answers with a verdict and accepted lists respect every limit', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.jsonValue(), fc.record({ ingredients: fc.array(fc.oneof(fc.string(), fc.jsonValue()), { maxLength: 60 }) })),
      (body) => {
        const result = parseRecipeBody(body);
        if (!result.ok) return;
        const { ingredients } = result.value;
        expect(ingredients.length).toBeGreaterThan(0);
        expect(ingredients.length).toBeLessThanOrEqual(MAX_INGREDIENTS);
        for (const item of ingredients) {
          expect(typeof item).toBe('string');
          expect(item.trim()).toBe(item);
          expect(item.length).toBeGreaterThan(0);
          expect(item.length).toBeLessThanOrEqual(MAX_INGREDIENT_LENGTH);
        }
      },
    ),
  );
});

test("the form's check and IngredientSchema agree on every string: the same verdict, the same trimmed value", () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ maxLength: MAX_INGREDIENT_LENGTH + 20 }), fc.string({ unit: 'grapheme', maxLength: 60 })), (input) => {
      const check = checkNewIngredient(input, []);
      const parsed = v.safeParse(IngredientSchema, input);
      expect(check.ok).toBe(parsed.success);
      if (check.ok && parsed.success) expect(check.value).toBe(parsed.output);
    }),
  );
  for (const input of ['', ' \t\n ', '\u00a0', '\u2003egg\u2003', 'x'.repeat(MAX_INGREDIENT_LENGTH) + ' ']) {
    expect(checkNewIngredient(input, []).ok, JSON.stringify(input)).toBe(v.safeParse(IngredientSchema, input).success);
  }
});
