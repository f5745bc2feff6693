import { isbot } from 'isbot';
import { APP_UA_TOKEN } from '../bridge/index.ts';

/** The product's Android and iOS apps add `FuFuApp/<version>` to the user agent (defined with the bridge). */
export const APP_USER_AGENT = APP_UA_TOKEN;

export function isApp(userAgent: string): boolean {
  return APP_USER_AGENT.test(userAgent);
}

export function isMobile(userAgent: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i.test(userAgent) || isApp(userAgent);
}

export function isCrawler(userAgent: string): boolean {
  return isbot(userAgent);
}
