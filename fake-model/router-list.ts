/**
 * The router's model list (`GET /v1/models` on router.huggingface.co), as the fake answers it:
 * made from the models the fake Hub serves, in the shape Hugging Face documents and the recorded
 * sample in wire-samples/ shows, or a recorded list replayed as it is. See README.md, "The Hub".
 */
import { createHash } from 'node:crypto';

/** How a provider stands for one model: `live` serves it; `staging` is the Hub's own testing (the router leaves it out); `error` failed the router's last probe. */
export type ProviderStatus = 'live' | 'staging' | 'error';

export type FakeHubModel = { providers: Record<string, ProviderStatus>; input: string[] };

/** One entry of the router's list, with the fields Hugging Face documents (the optional ones left out). */
function routerEntry(id: string, model: FakeHubModel) {
  const providers = Object.entries(model.providers).filter(([, status]) => status !== 'staging');
  return {
    id,
    object: 'model',
    created: 1_760_000_000 + (parseInt(createHash('sha1').update(id).digest('hex').slice(0, 6), 16) % 10_000_000),
    owned_by: id.split('/')[0],
    architecture: { input_modalities: model.input, output_modalities: ['text'] },
    providers: providers.map(([provider, status]) => ({ provider, status, is_model_author: false })),
  };
}

/** The list for these models; a model no provider lists is left out, as the router leaves it out. */
export function routerList(models: ReadonlyMap<string, FakeHubModel>) {
  const data = [...models].map(([id, model]) => routerEntry(id, model)).filter((entry) => entry.providers.length > 0);
  return { object: 'list', data };
}
