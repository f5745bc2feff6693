/** The service pages' values the pages use too, without zod (the call schemas are in services.ts). */

export const SUPPLIER_REGIONS = ['northAmerica', 'latinAmerica', 'europe', 'middleEast', 'africa', 'asia'] as const;
export type SupplierRegion = (typeof SUPPLIER_REGIONS)[number];
/** A model name in a filter: letters, digits, spaces and `.+-` ("Antminer S21 XP"). */
export const MODEL_NAME_PATTERN = /^[A-Za-z0-9 .+-]{1,40}$/;
