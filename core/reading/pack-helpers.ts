/** What the language packs build their units and names with (core/reading/languages/). */

import { unitsOfMeasure, type UnitOfMeasure } from 'parse-ingredient';

/** A unit parse-ingredient knows, spelled in the pack's language (its English spellings kept), with its metric size. */
export function knownUnit(
  id: string,
  short: string,
  plural: string,
  alternates: readonly string[],
  conversionFactor?: number,
): UnitOfMeasure {
  const unit = unitsOfMeasure[id]!;
  return {
    ...unit,
    short,
    plural,
    alternates: [...alternates, unit.short, unit.plural, ...(unit.alternates ?? [])],
    ...(conversionFactor !== undefined && { conversionFactor }),
  };
}

/** A unit parse-ingredient knows, with more spellings ("大さじ", "汤匙" for tablespoon). */
export function alsoSpelled(id: string, ...alternates: string[]): UnitOfMeasure {
  const unit = unitsOfMeasure[id]!;
  return { ...unit, alternates: [...(unit.alternates ?? []), ...alternates] };
}

/** A count unit written the same for one and many ("個", "个"). */
export function counter(short: string, ...alternates: string[]): UnitOfMeasure {
  return { short, plural: short, alternates, type: 'count' };
}

/**
 * Each family name also after the little words an avoid entry puts before it ("allergie à
 * l'arachide", "niente di maiale"): those words belong inside food names too ("noix de cajou"), so
 * they cannot be filler words.
 */
export function afterLinks(
  families: Readonly<Record<string, readonly string[]>>,
  links: readonly string[],
): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(families).map(([id, names]) => [
      id,
      [...names, ...names.flatMap((name) => links.map((link) => (link.endsWith("'") ? link + name : `${link} ${name}`)))],
    ]),
  );
}
