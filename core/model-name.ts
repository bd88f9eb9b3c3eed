/**
 * What the card shows of a model id: the part after its last slash. A module of its own, so the
 * first load takes this line and not the model chain with the prompt (which direct mode loads later).
 */
export function modelName(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1);
}
