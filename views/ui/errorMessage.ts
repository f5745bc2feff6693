/**
 * The text to show for a failed call: what the server said, else the message of a plain Error,
 * else the caller's translated fallback. An error that carries `serverMessage` (the API client's
 * ApiError) but whose server said nothing shows the fallback: its `message` is technical.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  if ('serverMessage' in error) {
    const server = error.serverMessage;
    return typeof server === 'string' && server.trim() !== '' ? server : fallback;
  }
  return error.message.trim() !== '' ? error.message : fallback;
}
