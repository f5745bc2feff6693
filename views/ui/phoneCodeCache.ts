/**
 * Country and phone-code lists are localized, so a language switch clears every cached copy (spec
 * section 2). Whoever caches them (the country picker) registers its clear function here.
 */
const clears = new Set<() => void>();

export function registerPhoneCodeCache(clear: () => void): () => void {
  clears.add(clear);
  return () => void clears.delete(clear);
}

export function clearPhoneCodeCaches(): void {
  for (const clear of clears) clear();
}
