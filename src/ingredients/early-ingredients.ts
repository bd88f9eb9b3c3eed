/**
 * What the cook added before the app took over the page, in order: the boot script kept it
 * (src/boot.ts). Taking it ends the keeping, so the app's own form handles every submit after; a
 * second call gets nothing, and so does a page without the boot script (the dev server, tests).
 */
export function takeEarlyIngredients(): string[] {
  return window.pantryChefEarlyIngredients?.() ?? [];
}
