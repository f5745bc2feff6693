import { errorText } from '../../runtime/http/errorText.ts';

/**
 * How a settings change failed, for a machine's context: the server's message ('' when it said nothing: the
 * view shows its translated fallback), or `cancelled` when the customer closed the security verification
 * (nothing was changed, the form keeps what was typed).
 */
export interface SettingsFailure {
  serverError: string;
  cancelled: boolean;
}

export function failureOf(error: unknown): SettingsFailure {
  const cancelled = error instanceof Error && error.name === 'TaskCancelledError';
  return { serverError: cancelled ? '' : (errorText(error) ?? ''), cancelled };
}
