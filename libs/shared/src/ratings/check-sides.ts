// Cheap checks on a match's or a prediction's sides; sides are tiny, so the nested loops cost nothing.

function checkSide(side: readonly string[], name: string): void {
  if (!Array.isArray(side) || side.length === 0) throw new Error(`Side ${name} has no players`);
  for (let i = 0; i < side.length; i++) {
    if (typeof side[i] !== 'string' || side[i] === '') throw new Error(`Side ${name} has an empty player id`);
  }
}

export function checkSides(sideA: readonly string[], sideB: readonly string[]): void {
  checkSide(sideA, 'A');
  checkSide(sideB, 'B');
  for (let i = 0; i < sideA.length; i++) {
    for (let j = i + 1; j < sideA.length; j++) {
      if (sideA[i] === sideA[j]) throw new Error(`Player ${sideA[i]} appears twice on side A`);
    }
    for (let j = 0; j < sideB.length; j++) {
      if (sideA[i] === sideB[j]) throw new Error(`Player ${sideA[i]} is on both sides`);
    }
  }
  for (let i = 0; i < sideB.length; i++) {
    for (let j = i + 1; j < sideB.length; j++) {
      if (sideB[i] === sideB[j]) throw new Error(`Player ${sideB[i]} appears twice on side B`);
    }
  }
}

export function checkWinner(winner: unknown): asserts winner is 'A' | 'B' {
  if (winner !== 'A' && winner !== 'B') throw new Error(`Winner must be 'A' or 'B', got ${JSON.stringify(winner)}`);
}
