/**
 * The chat request for a recipe request, in both modes: the two messages of docs/model-call.md with
 * the kitchen's sentences, and for a change two more, the recipe as shown (as the model's answer)
 * and the cook's quoted words. The system message, the model and max_tokens are the same for both.
 */

import { changeMessage } from './recipe-change.ts';
import { buildChatRequest, type ChatRequest } from './recipe-prompt.ts';
import { wishSentences, type RecipeRequest } from './recipe-request.ts';

export function chatRequestFor(request: RecipeRequest, model?: string): ChatRequest {
  const chat = buildChatRequest(request.ingredients, model, wishSentences(request));
  if (!request.revise) return chat;
  // Trimmed here too, for direct mode: its request never passes through the server's schema, which trims.
  const recipe = request.revise.recipe.trim();
  const change = request.revise.change.trim();
  return {
    ...chat,
    messages: [...chat.messages, { role: 'assistant', content: recipe }, { role: 'user', content: changeMessage(change) }],
  };
}
