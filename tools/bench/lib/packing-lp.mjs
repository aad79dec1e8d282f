// The upper bound's linear program: max sum x  s.t.  sum_m a_km x_m <= cost_k (a >= 0, cost > 0), 0 <= x <= 1.
// Solved by the bounded-variable primal simplex on a dense tableau (a few hundred rows at most here). The bound
// itself never trusts the simplex: it is the dual objective at the simplex's row prices, clamped to >= 0, which weak
// duality makes an upper bound whatever those prices are; at an optimal basis it equals the optimum.

const EPS = 1e-9;

/** Row prices y >= 0 from the simplex (optimal unless it stops at `maxPivots`). */
function simplexPrices(count, constraints, maxPivots) {
  const rows = constraints.length;
  const width = count + rows;
  const tableau = constraints.map((c, k) => {
    const row = new Float64Array(width);
    for (const { i, a } of c.members) row[i] += a;
    row[count + k] = 1;
    return row;
  });
  const value = Float64Array.from(constraints, (c) => c.cost);
  const basis = Int32Array.from({ length: rows }, (_, k) => count + k);
  const basic = new Uint8Array(width).fill(1, count);
  const atUpper = new Uint8Array(width);
  const reduced = new Float64Array(width).fill(1, 0, count);
  const upper = (j) => (j < count ? 1 : Infinity);
  let degenerate = 0;

  for (let pivot = 0; pivot < maxPivots; pivot++) {
    // Largest gain first; after a run of degenerate steps, Bland's rule (first index) so it cannot cycle.
    const bland = degenerate > 50;
    let entering = -1;
    let best = EPS;
    for (let j = 0; j < width; j++) {
      if (basic[j]) continue;
      const gain = atUpper[j] ? -reduced[j] : reduced[j];
      if (gain > best) {
        entering = j;
        if (bland) break;
        best = gain;
      }
    }
    if (entering < 0) break;
    const dir = atUpper[entering] ? -1 : 1;
    let step = upper(entering);
    let leave = -1;
    let leavesAtUpper = false;
    for (let r = 0; r < rows; r++) {
      const alpha = dir * tableau[r][entering];
      let limit = Infinity;
      if (alpha > EPS) limit = value[r] / alpha;
      else if (alpha < -EPS && upper(basis[r]) < Infinity) limit = (upper(basis[r]) - value[r]) / -alpha;
      const tie = leave >= 0 && Math.abs(limit - step) <= EPS && basis[r] < basis[leave];
      if (limit < step - EPS || tie) {
        step = Math.max(0, limit);
        leave = r;
        leavesAtUpper = alpha < 0;
      }
    }
    if (step === Infinity) break;
    degenerate = step <= EPS ? degenerate + 1 : 0;
    for (let r = 0; r < rows; r++) value[r] -= dir * step * tableau[r][entering];
    if (leave < 0) {
      atUpper[entering] ^= 1; // The entering variable went from one bound to the other; the basis stays.
      continue;
    }
    const leaving = basis[leave];
    const enteringValue = atUpper[entering] ? upper(entering) - step : step;
    basic[leaving] = 0;
    atUpper[leaving] = leavesAtUpper ? 1 : 0;
    basic[entering] = 1;
    atUpper[entering] = 0;
    basis[leave] = entering;
    value[leave] = enteringValue;

    const pivotRow = tableau[leave];
    const scale = pivotRow[entering];
    for (let j = 0; j < width; j++) pivotRow[j] /= scale;
    const eliminate = (row) => {
      const factor = row[entering];
      if (factor !== 0) for (let j = 0; j < width; j++) row[j] -= factor * pivotRow[j];
    };
    for (let r = 0; r < rows; r++) if (r !== leave) eliminate(tableau[r]);
    eliminate(reduced);
  }
  // A slack's reduced cost is minus its row's price.
  return Array.from({ length: rows }, (_, k) => Math.max(0, -reduced[count + k]));
}

/** The dual objective at prices y: sum cost_k y_k + sum_m max(0, 1 - sum_k a_km y_k). */
export function dualObjective(count, constraints, prices) {
  const covered = new Float64Array(count);
  constraints.forEach((c, k) => c.members.forEach(({ i, a }) => (covered[i] += a * prices[k])));
  return constraints.reduce((sum, c, k) => sum + c.cost * prices[k], 0) + covered.reduce((sum, s) => sum + Math.max(0, 1 - s), 0);
}

/** An integer upper bound on the number of x_m that can be 1 under the constraints. */
export function packingBound(count, constraints, maxPivots = 100_000) {
  const prices = simplexPrices(count, constraints, maxPivots);
  return Math.floor(dualObjective(count, constraints, prices) + 1e-6);
}
