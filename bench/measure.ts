/** Times `fn` over `iterations` calls after a warm-up; returns nanoseconds per call (best of `rounds`). */
export function nsPerOp(fn: (i: number) => unknown, iterations: number, rounds = 5): number {
  let sink = 0;
  for (let i = 0; i < Math.min(iterations, 10_000); i++) sink ^= fn(i) ? 1 : 0;
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) sink ^= fn(i) ? 1 : 0;
    best = Math.min(best, Number(process.hrtime.bigint() - start) / iterations);
  }
  if (sink === 42) console.log(''); // keeps the calls from being optimised away
  return best;
}

export function printTable(title: string, rows: Array<{ name: string; ns: number }>, reference: string): void {
  const ref = rows.find((r) => r.name === reference)?.ns ?? Number.NaN;
  console.log(title);
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(28)} ${row.ns.toFixed(1).padStart(9)} ns/op   ${(row.ns / ref).toFixed(2)}x ${reference}`,
    );
  }
}
