/** The user-timing mark set once the cooking panel has warmed up (warm-up.ts); the benchmark waits for it. */
export const WARMED_UP = 'pantry-chef:cooking-warmed-up';
