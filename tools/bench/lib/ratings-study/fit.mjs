// Fits parameters by coordinate descent over grids: each pass tries every grid value of each parameter in turn
// and keeps a change only if it lowers the loss by at least `minImprovement` (so rounding noise moves nothing);
// it stops when a pass changes nothing.

/**
 * `loss(parameters)` is minimised from `start`; `grids` maps a parameter to the values tried. `onStep` hears
 * each improvement. Deterministic: parameters and values are tried in the order given.
 */
export function coordinateDescent(loss, start, grids, { maxPasses = 5, minImprovement = 0, onStep = () => {} } = {}) {
  let best = { ...start };
  let bestLoss = loss(best);
  let evaluations = 1;
  for (let pass = 0; pass < maxPasses; pass++) {
    let improved = false;
    for (const [name, values] of Object.entries(grids)) {
      for (const value of values) {
        if (value === best[name]) continue;
        const candidate = { ...best, [name]: value };
        const candidateLoss = loss(candidate);
        evaluations++;
        if (candidateLoss < bestLoss - minImprovement) {
          best = candidate;
          bestLoss = candidateLoss;
          improved = true;
          onStep(best, bestLoss);
        }
      }
    }
    if (!improved) break;
  }
  return { parameters: best, loss: bestLoss, evaluations };
}
