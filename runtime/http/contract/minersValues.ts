/** The miner marketplace's values the pages use too, without zod (the call schemas are in miners.ts). */

/** A model id in a URL or a query: `s21xp`, `s19kpro`. */
export const MODEL_ID_PATTERN = /^[a-z0-9]{2,24}$/;
/** A batch id: digits, like the marketplace's `800000000605`. */
export const BATCH_ID_PATTERN = /^\d{1,20}$/;
