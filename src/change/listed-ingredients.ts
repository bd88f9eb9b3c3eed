/** The lines of a recipe's ingredient list: the list a recipe opened from a link was written for, as far as anyone can tell. */
export function listedIngredients(markdown: string): string[] {
  const lines = linesOfIngredients(markdown);
  return lines.length > 0 ? lines : ['what the recipe lists'];
}

function linesOfIngredients(markdown: string): string[] {
  const section = /^#{1,6}[^\n]*ingredient[^\n]*\n([\s\S]*?)(?=^#{1,6}\s|(?![\s\S]))/im.exec(markdown)?.[1] ?? '';
  return [...section.matchAll(/^\s*[-*+]\s+(.+)$/gm)]
    .map((match) => match[1]!.replace(/[*_`]/g, '').trim().slice(0, 100))
    .filter((line) => line !== '')
    .slice(0, 50);
}
