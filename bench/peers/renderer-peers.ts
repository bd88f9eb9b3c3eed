/** The Markdown renderers the recipe card is measured against, each with the libraries its adapter (markdown-<name>.ts) renders with. */
export const RENDERER_PEERS = {
  'react-markdown': ['react-markdown', 'remark-gfm'],
  streamdown: ['streamdown'],
} as const;
export type RendererPeer = keyof typeof RENDERER_PEERS;
export const isRendererPeer = (name: string | undefined): name is RendererPeer => !!name && Object.hasOwn(RENDERER_PEERS, name);

/** The card's own title is an h2, so the model's `#` becomes h3, as ours renders it and as the card's stylesheet expects. */
export const HEADINGS = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6', h6: 'h6' } as const;
