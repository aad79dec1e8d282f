import { hashPassword, passwordMatches, slots } from './password';

describe('slots', () => {
  it('runs at most its size at once, the others in arrival order, and frees a slot when a task fails', async () => {
    const limit = slots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve, reject) => {
        started.push(n);
        most = Math.max(most, ++running);
        setTimeout(() => {
          running--;
          if (n === 1) reject(new Error('task 1 failed'));
          else resolve(n);
        }, 5);
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limit(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});

describe('passwords', () => {
  it('match their own hash only; a malformed hash matches nothing', async () => {
    const hash = await hashPassword('Correct horse 1!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(passwordMatches(hash, 'Correct horse 1!')).resolves.toBe(true);
    await expect(passwordMatches(hash, 'correct horse 1!')).resolves.toBe(false);
    await expect(passwordMatches('not-a-hash', 'Correct horse 1!')).resolves.toBe(false);
  });
});
