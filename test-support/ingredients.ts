/** The ingredients the tests ask with unless they need others. */

/** The product's own example: what the server and end-to-end tests send. */
export const INGREDIENTS = ['egg', 'spinach', 'cheese', 'onion'];

/** What the component tests type by default: their model answers with pancakes. */
export const PANCAKE_INGREDIENTS = ['egg', 'flour', 'milk', 'sugar'];
