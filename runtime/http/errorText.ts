/**
 * What a failed call said, for a machine's context: the server's own message when the error carries
 * one (the API client's ApiError), else a plain Error's message; undefined when nothing was said (no
 * answer, no envelope, an empty message, a rejection that is no Error). The view then shows its own
 * translated fallback (views/ui/errorMessage.ts), never a technical or English default.
 */
export function errorText(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const said = 'serverMessage' in error ? error.serverMessage : error.message;
  return typeof said === 'string' && said.trim() !== '' ? said : undefined;
}
