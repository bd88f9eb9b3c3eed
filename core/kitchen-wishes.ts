/**
 * What a cook's kitchen asks for: the fields that are not at their defaults. Plain code over the schema's type (kitchen.ts), so that the
 * first paint carries no validation library.
 */

import type { Kitchen } from './kitchen.ts';

/**
 * The fields that ask for something, without those at their defaults (docs/model-call.md):
 * what the request carries and what is worth remembering.
 */
export function kitchenWishes(kitchen: Kitchen): Kitchen {
  const wishes: Kitchen = {};
  if (kitchen.diet && kitchen.diet !== 'none') wishes.diet = kitchen.diet;
  if (kitchen.avoid?.length) wishes.avoid = kitchen.avoid;
  if (kitchen.servings !== undefined) wishes.servings = kitchen.servings;
  if (kitchen.maxMinutes !== undefined) wishes.maxMinutes = kitchen.maxMinutes;
  if (kitchen.units) wishes.units = kitchen.units;
  if (kitchen.language && kitchen.language !== 'en') wishes.language = kitchen.language;
  if (kitchen.onlyMine) wishes.onlyMine = true;
  return wishes;
}
