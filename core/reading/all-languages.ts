/**
 * All ten language packs at once, bundled: for the server, which checks the words a cook's
 * "Ask again" names in whatever language the recipe was written. The browser loads each pack
 * only when a recipe in its language is read (languages.ts).
 */

import type { LanguagePack } from './language-pack.ts';
import { pack as de } from './languages/de.ts';
import { pack as en } from './languages/en.ts';
import { pack as es } from './languages/es.ts';
import { pack as fr } from './languages/fr.ts';
import { pack as it } from './languages/it.ts';
import { pack as ja } from './languages/ja.ts';
import { pack as nl } from './languages/nl.ts';
import { pack as pl } from './languages/pl.ts';
import { pack as pt } from './languages/pt.ts';
import { pack as zh } from './languages/zh.ts';

export const ALL_PACKS: readonly LanguagePack[] = [en, es, fr, de, it, pt, nl, pl, ja, zh];
