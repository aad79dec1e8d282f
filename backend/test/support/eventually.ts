/**
 * Polls until `read` returns a value `accept` likes, for effects that land just after what the test awaited. The
 * deadline only ends a wait that would never succeed: it is no speed bound (those belong to tools/bench), so it is
 * generous enough for CI's two shared cores.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
