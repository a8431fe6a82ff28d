// Prints this machine's seconds for the fixed workload of scripts/lib/machine-speed.mjs (.ci/run reads it before the
// run, and scripts/check-test-budget.mjs again after it).
import { measureMachineSpeed } from './lib/machine-speed.mjs';

console.log(measureMachineSpeed().toFixed(4));
