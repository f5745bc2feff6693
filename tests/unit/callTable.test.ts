import { describe, expect, it } from 'vitest';
import { CALL_TABLE } from '../../runtime/http/callTable.ts';
import { contract } from '../../runtime/http/contract.ts';

/** The table requests go out by must say what the contract says (`npm run calls` writes it). */
describe('call table (runtime/http/callTable.ts)', () => {
  it('has every call of the contract and no other, with its method, path and privacy', () => {
    expect(Object.keys(CALL_TABLE).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, call] of Object.entries(contract)) {
      const route = CALL_TABLE[name as keyof typeof CALL_TABLE];
      expect({ name, ...route }).toEqual({
        name,
        method: call.method,
        path: call.path,
        ...('private' in call && call.private ? { private: true } : {}),
      });
    }
  });
});
