/** The per-tenant request rate follows the edition, so that one tenant cannot slow the others down. */
import { beforeAll, expect, it } from 'vitest';
import { chooseEdition, signUpTenant, useTestApi, type TestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let busy: TestTenant;
let quiet: TestTenant;

beforeAll(async () => {
  [busy, quiet] = await Promise.all([signUpTenant(api), signUpTenant(api)]);
  await chooseEdition(api, busy, 'free');
  // From here on the real limits: Free allows a burst of 10 and 5 per second.
  process.env.RATE_LIMIT_MULTIPLIER = '1';
});

it('answers a Free tenant’s burst with 429 and Retry-After while another tenant is served', async () => {
  // Bursts of 20 at once, until the limit answers: on a slow machine the first burst may spread over a second.
  const answers: Awaited<ReturnType<TestApi['call']>>[] = [];
  for (let burst = 0; burst < 10 && !answers.some((answer) => answer.status === 429); burst++) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 20 }, () => api.call('GET', '/api/session', { token: busy.token })),
      )),
    );
  }
  const limited = answers.filter((answer) => answer.status === 429);
  expect(limited.length).toBeGreaterThan(0);
  expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
  for (const answer of limited) {
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((answer.body as { error: { code: string } }).error.code).toBe('TOO_MANY_REQUESTS');
  }
  const other = await Promise.all(
    Array.from({ length: 5 }, () => api.call('GET', '/api/session', { token: quiet.token })),
  );
  expect(other.map((answer) => answer.status)).toEqual(Array(5).fill(200));
});
