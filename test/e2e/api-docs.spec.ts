import { expect, test } from '@playwright/test';

test('the API documentation renders every operation, with nothing loaded from elsewhere', async ({
  page,
}) => {
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') foreignRequests.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Shiftplan API/ })).toBeVisible();
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(document.paths).reduce(
    (count, methods) => count + Object.keys(methods).length,
    0,
  );
  // Swagger UI renders the operations near the viewport only: scroll through and collect what it shows.
  await expect(page.locator('.opblock').first()).toBeVisible();
  const seen = new Set<string>();
  for (let step = 0; step < 400 && seen.size < operations; step++) {
    for (const id of await page
      .locator('.opblock')
      .evaluateAll((blocks: { id: string }[]) => blocks.map((block) => block.id)))
      seen.add(id);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  expect(seen.size).toBe(operations);
  expect(foreignRequests).toEqual([]);
});
