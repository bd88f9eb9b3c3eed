/**
 * Request options some models take beside the request of docs/model-call.md, so that their first
 * words come soon: reasoning models are asked to reason briefly where they accept it. Only options:
 * the messages are never touched (no "/no_think" in a prompt), and a model not listed here,
 * DEFAULT_MODEL included, is asked exactly that request. docs/models.md says why each entry is here.
 */

export type ModelOptions = {
  /** OpenAI's reasoning effort, which gpt-oss reads (low, medium, high). */
  reasoning_effort?: 'low' | 'medium' | 'high';
};

const OPTIONS: ReadonlyArray<{ model: RegExp; options: ModelOptions }> = [
  // gpt-oss cannot stop reasoning, but reasons for a few tokens at "low" instead of hundreds.
  { model: /^openai\/gpt-oss-(20b|120b)$/i, options: { reasoning_effort: 'low' } },
];

/** The extra options for this model id; an empty object for any model not in the table. */
export function modelOptions(model: string): ModelOptions {
  return OPTIONS.find((entry) => entry.model.test(model))?.options ?? {};
}
