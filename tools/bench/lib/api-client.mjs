// What the bench scripts share to drive the built API as its clients would: the command line, timed requests,
// a tournament to work on, and a burst's answers in one line.

/** `--name value` from the command line, or `fallback`. */
export function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/** The date `offsetDays` from today, as the API takes it (YYYY-MM-DD). */
export const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * `send(cookie, method, path, body)` answers `{ status, ms, body }` (a browser's origin, JSON both ways);
 * `expectOk(label, promise)` the body of a 2xx answer, and throws on any other.
 */
export function apiClient(base) {
  const send = async (cookie, method, path, body) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { origin: base, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null };
  };
  const expectOk = async (label, promise) => {
    const response = await promise;
    if (response.status >= 300) throw new Error(`${label}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  return { send, expectOk };
}

/** A tennis tournament in 30 days, created by `organizer` and approved by `admin`; answers the created body. */
export async function approvedTournament({ send, expectOk }, organizer, admin, { name, description, maxParticipants }) {
  const created = await expectOk(
    'create',
    send(organizer, 'POST', '/api/tournaments', {
      sport: 'tennis',
      name,
      venue: 'Riverside Tennis Centre',
      divisions: 1,
      description,
      startDate: day(30),
      endDate: day(32),
      registrationDeadline: day(20),
      maxParticipants,
      rules: 'Best of three sets.',
      poc1Name: 'Olive Organizer',
      poc1Contact: '5551234567',
      poc1Email: 'olive@example.com',
    }),
  );
  await expectOk('approve', send(admin, 'PATCH', `/api/admin/tournaments/${created.id}/approval`, { status: 'approved' }));
  return created;
}

/** `n at once: E x 5xx, R x 4xx, slowest M ms` for a burst's answers. */
export function burstSummary(n, answers) {
  const count = (test) => answers.filter((a) => test(a.status)).length;
  const slowest = Math.max(...answers.map((a) => a.ms));
  return `${String(n).padStart(3)} at once: ${count((s) => s >= 500)} x 5xx, ${count((s) => s >= 300 && s < 500)} x 4xx, slowest ${Math.round(slowest)} ms`;
}
