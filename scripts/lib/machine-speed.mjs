// How fast this machine runs a fixed piece of Node work, so that the test time budget (scripts/test-budget.json) can
// tell a slower suite from a slower machine. The same CI machine has run the same commit's suite in 930 s one day and
// 1,950 s another; a budget in plain seconds either fails the slow day or means nothing on the fast one. The workload
// is what the suite spends its time on, in miniature: objects built and serialised, strings matched and sorted, maps
// filled. It is deterministic and single-threaded; the reading is the median of several passes.

/** One pass of the fixed workload; returns a checksum so that no part of it can be optimised away. */
function workload() {
  let checksum = 0;
  for (let round = 0; round < 8; round += 1) {
    const rows = [];
    for (let i = 0; i < 20_000; i += 1) {
      rows.push({
        id: i,
        row: `Ряд ${(i * 7919) % 40}`,
        seat: (i * 104_729) % 997,
        price: (i % 13) * 150.5,
        flags: [i % 3 === 0, i % 5 === 0],
      });
    }
    const parsed = JSON.parse(JSON.stringify(rows));
    parsed.sort((a, b) => a.row.localeCompare(b.row) || a.seat - b.seat);
    const byRow = new Map();
    for (const seat of parsed) {
      const label = seat.row.replace(/\s+(\d+)$/u, '-$1');
      byRow.set(label, (byRow.get(label) ?? 0) + seat.price);
    }
    for (const [label, sum] of byRow) checksum = (checksum + label.length * 31 + Math.round(sum)) % 1_000_003;
  }
  return checksum;
}

/**
 * Seconds one pass of the workload takes here (the median of `passes`, after one warm-up pass).
 * @param {number} [passes]
 */
export function measureMachineSpeed(passes = 5) {
  workload();
  const seconds = [];
  for (let pass = 0; pass < passes; pass += 1) {
    const started = performance.now();
    workload();
    seconds.push((performance.now() - started) / 1000);
  }
  seconds.sort((a, b) => a - b);
  return seconds[Math.floor(seconds.length / 2)];
}
