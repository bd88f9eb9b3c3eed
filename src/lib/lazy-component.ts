import { createElement, lazy, type ComponentType } from 'react';
import { loadMessages, type Area } from './i18n.ts';

/**
 * The component a chunk exports as `name`, and the function that fetches the chunk (it resolves to
 * the whole module). React.lazy alone suspends on its first render even when the chunk arrived long
 * before, and React then holds back what the boundary reveals for up to 300 ms (its fallback
 * throttle); once fetched through `load`, the component here renders at once. With an `area`, the
 * chunk's words in the page's language are fetched beside it, and it renders only once both are here.
 */
export function lazyComponent<M, K extends keyof M>(importChunk: () => Promise<M>, name: K, area?: Area) {
  type Props = M[K] extends ComponentType<infer P extends object> ? P : never;
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    Promise.all([importChunk(), area && loadMessages(area)]).then(([module]) => {
      loaded = module[name] as ComponentType<Props>;
      return module;
    });
  const Lazy = lazy(() => load().then(() => ({ default: loaded! })));
  const Component = (props: Props) => createElement<Props>(loaded ?? Lazy, props);
  return [Component, load] as const;
}
