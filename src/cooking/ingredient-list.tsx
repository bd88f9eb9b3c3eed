import type { IngredientLine } from './ingredient-line.ts';
import { scaleIngredient } from './scale.ts';

type IngredientListProps = {
  lines: readonly IngredientLine[];
  scale: number;
};

/** Ingredient lines at a scale, under their group names ("For the sauce") where the recipe has them. */
export function IngredientList({ lines, scale }: IngredientListProps) {
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
          <li key={lineIndex}>{scaleIngredient(line, scale)}</li>
        ))}
      </ul>
    </div>
  ));
}
