/** The envelope status of a failed call (the API client's ApiError carries it), else 0 (no answer). */
export function apiStatus(error: unknown): number {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 0;
}
