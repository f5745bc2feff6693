/** The model the `/minerSale/s19xp` product page sells. */
export const S19XP_MODEL_ID = 's19xp';
