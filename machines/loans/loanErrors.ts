import { LOAN_ERRORS, type LoanError } from '../../runtime/http/contract/loansValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** The refusal of LOAN_ERRORS a failed loan call carries, by its message, or null. */
export function loanErrorOf(error: unknown): LoanError | null {
  const said = errorText(error);
  const entry = Object.entries(LOAN_ERRORS).find(([, message]) => message === said);
  return entry ? (entry[0] as LoanError) : null;
}
