import { createContext, useContext } from 'react';
import { type AppClock, systemClock } from '../runtime/clock.ts';

/** The clock views hand to their machines (`useMachine(machine, { clock: useClock() })`); tests provide a simulated one. */
export const ClockContext = createContext<AppClock>(systemClock);

export function useClock(): AppClock {
  return useContext(ClockContext);
}
