/**
 * What the cook reads when the page cannot reach Pantry Chef: the error table's `offline` message
 * (errors.ts), kept apart so that the first screen can show it before the table has been fetched.
 */
export const OFFLINE_MESSAGE = "We couldn't reach Pantry Chef. Check your connection and try again.";
