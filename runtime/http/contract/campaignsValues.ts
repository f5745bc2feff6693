/** The campaigns' values the pages use too, without zod (the call schemas are in campaigns.ts). */

/** A campaign is named by its slug or its numeric id (`/activity/{activityId}`). */
export const CAMPAIGN_KEY_PATTERN = /^([A-Za-z0-9]{1,40})$/;
