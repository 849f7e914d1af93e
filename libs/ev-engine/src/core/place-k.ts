/** Largest k the engine models (a promo pays to 4th at most); quotes' place terms are read against it too. */
export const MAX_K = 4;
