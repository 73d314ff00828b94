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
  await expect(page.locator('.opblock')).toHaveCount(operations);
  expect(foreignRequests).toEqual([]);
});
