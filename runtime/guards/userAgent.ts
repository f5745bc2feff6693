import { isbot } from 'isbot';

/** The product's Android and iOS apps add this token, with their version, to the user agent. */
export const APP_USER_AGENT = /\bFuFuApp\/\d+(?:\.\d+)*/;

export function isApp(userAgent: string): boolean {
  return APP_USER_AGENT.test(userAgent);
}

export function isMobile(userAgent: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i.test(userAgent) || isApp(userAgent);
}

export function isCrawler(userAgent: string): boolean {
  return isbot(userAgent);
}
