import type { IngredientLine } from '../../core/reading/ingredient-line.ts';
import type { LanguagePack } from '../../core/reading/language-pack.ts';
import { scaleIngredient } from './scale.ts';

type IngredientListProps = {
  lines: readonly IngredientLine[];
  scale: number;
  /** The recipe's language, whose units follow a new number. */
  pack: LanguagePack;
};

/** Ingredient lines at a scale, under their group names ("For the sauce") where the recipe has them. */
export function IngredientList({ lines, scale, pack }: IngredientListProps) {
  const groups: { name: string | undefined; lines: IngredientLine[] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.name === line.group) last.lines.push(line);
    else groups.push({ name: line.group, lines: [line] });
  }
  return groups.map((group, index) => (
    <div key={index} className="ingredient-group">
      {group.name && <p className="ingredient-group-name">{group.name}</p>}
      <ul>
        {group.lines.map((line, lineIndex) => (
          <li key={lineIndex}>{scaleIngredient(line, scale, pack)}</li>
        ))}
      </ul>
    </div>
  ));
}
