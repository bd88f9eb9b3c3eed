import { FAMILIES, type Family, type FamilyId } from '../core/food-words.ts';

/** Every food family as [id, family] pairs, for tests that walk the word lists. */
export const FAMILY_LIST = Object.entries(FAMILIES) as [FamilyId, Family][];
