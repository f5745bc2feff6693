/**
 * The text to show for a failed call: what the server said, else the message of a plain Error,
 * else the caller's translated fallback. An error that carries `serverMessage` (the API client's
 * ApiError) but whose server said nothing shows the fallback: its `message` is technical.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  if ('serverMessage' in error) {
    const server = error.serverMessage;
    return typeof server === 'string' ? failureMessage(server, fallback) : fallback;
  }
  return failureMessage(error.message, fallback);
}

/**
 * The text to show for a failure a flow machine recorded: what was said (runtime/http/errorText.ts),
 * or the caller's translated fallback when it is empty (the server said nothing).
 */
export function failureMessage(said: string, fallback: string): string {
  return said.trim() !== '' ? said : fallback;
}
