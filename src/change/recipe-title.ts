/** The recipe's title: its first level-one heading, as written, without emphasis marks. */
export function recipeTitle(markdown: string): string | null {
  const title = /^[ \t]{0,3}#[ \t]+(.+?)[ \t#]*$/m.exec(markdown)?.[1];
  return title ? title.replace(/[*_`]/g, '').trim() || null : null;
}
