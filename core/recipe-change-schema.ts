/** The `revise` part of a recipe request body (recipe-change.ts): both strings, trimmed, within their limits. */

import * as v from 'valibot';
import { MAX_CHANGE, MAX_REVISE_RECIPE } from './recipe-change.ts';

const NOT_A_RECIPE = `"revise.recipe" must be the recipe's Markdown, 1 to ${MAX_REVISE_RECIPE} characters.`;
const NOT_A_CHANGE = `"revise.change" must say what to change in 1 to ${MAX_CHANGE} characters.`;

export const ReviseSchema = v.object(
  {
    recipe: v.pipe(v.string(NOT_A_RECIPE), v.trim(), v.nonEmpty(NOT_A_RECIPE), v.maxLength(MAX_REVISE_RECIPE, NOT_A_RECIPE)),
    change: v.pipe(v.string(NOT_A_CHANGE), v.trim(), v.nonEmpty(NOT_A_CHANGE), v.maxLength(MAX_CHANGE, NOT_A_CHANGE)),
  },
  // A missing field is reported by the object itself, with the field's name as what it expected.
  (issue) =>
    issue.expected === '"recipe"'
      ? NOT_A_RECIPE
      : issue.expected === '"change"'
        ? NOT_A_CHANGE
        : '"revise" must be an object like {"recipe": "# Omelette…", "change": "make it vegetarian"}.',
);

export type Revise = v.InferOutput<typeof ReviseSchema>;
