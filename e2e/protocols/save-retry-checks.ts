import { expect } from 'vitest';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { visible } from '../support/browser.ts';

/** The server's answer to a fault, as http/errors.ts words it. */
export const SERVER_FAULT = {
  status: 'error',
  message: 'Внутренняя ошибка сервера',
  data: {},
  errors: {},
};

/** The two ways a save fails that another try may mend. */
export const MENDABLE_FAILURES = [
  ['the server fails it (500)', (route: Route) => route.fulfill({ status: 500, json: SERVER_FAULT })],
  ['the request cannot get through', (route: Route) => route.abort('internetdisconnected')],
] as const;

/** The seconds «Следующая попытка через N с» shows. */
export async function secondsShown(countdown: Locator): Promise<number> {
  const match = /Следующая попытка через (\d+)\s+с/.exec(await countdown.innerText());
  if (!match) throw new Error(`Нет обратного отсчёта: «${await countdown.innerText()}»`);
  return Number(match[1]);
}

/**
 * Two minutes of the page's time (its clock installed), a second at a time, after the first failed try: every 3 s
 * would be 40 tries; waits of 3, 6, 12, 24, 48 s (each ± a tenth) make 6, each gap longer than the one before.
 * When each try went is read on the page's own clock as the page sends it (a PUT to a path `savePath` matches):
 * the route handler counting tries runs later than that, by more than a step's second on a busy machine. The clock
 * waits at each step until no try is in flight.
 */
export async function expectBackOff(page: Page, attempts: () => number, countdown: Locator, savePath: RegExp): Promise<void> {
  const startedAt = await page.evaluate((pathSource) => {
    const sentAt: number[] = [];
    const tries = { sentAt, pending: 0 };
    Object.assign(window, { saveTries: tries });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : undefined;
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const url = new URL(request?.url ?? String(input), location.href);
      if (method !== 'PUT' || !new RegExp(pathSource).test(url.pathname)) return send(input, init);
      sentAt.push(Date.now());
      tries.pending += 1;
      return send(input, init).finally(() => {
        tries.pending -= 1;
      });
    };
    return Date.now();
  }, savePath.source);
  const tries = () => page.evaluate(() => (window as unknown as { saveTries: { sentAt: number[]; pending: number } }).saveTries);
  for (let second = 1; second <= 120; second += 1) {
    await page.clock.fastForward(1_000);
    // A try in flight is answered before the page's time goes on, as on a real clock within its second: on a busy
    // machine the answer took real seconds while the loop moved the page's clock on by many, and the next wait
    // started that much later (gaps 4, 6, 12, 48, 45).
    await expect.poll(async () => (await tries()).pending, { timeout: 5_000, interval: 10 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const { sentAt } = await tries();
  const triedAt = sentAt.map((at) => Math.ceil((at - startedAt) / 1_000));
  // Every try the page sent reached the route (the first one was before the two minutes).
  await expect.poll(attempts, { timeout: 5_000 }).toBe(sentAt.length + 1);
  expect(sentAt.length + 1, `tries at seconds ${triedAt.join(', ')}`).toBeLessThanOrEqual(7);
  expect(sentAt.length + 1, `tries at seconds ${triedAt.join(', ')}`).toBeGreaterThanOrEqual(5);
  const gaps = triedAt.map((at, index) => at - (triedAt[index - 1] ?? 0));
  for (let index = 1; index < gaps.length; index += 1)
    expect(gaps[index], `gaps ${gaps.join(', ')}`).toBeGreaterThan(gaps[index - 1]!);
  expect(gaps.at(-1), `gaps ${gaps.join(', ')}`).toBeGreaterThanOrEqual(35);
  expect(await secondsShown(await visible(countdown))).toBeLessThanOrEqual(60);
}

/** «Повторить» tries at once, and the wait after it is the longest, a minute at most. */
export async function expectRetryAtOnce(retry: Locator, attempts: () => number, countdown: Locator): Promise<void> {
  const before = attempts();
  await retry.click();
  await expect.poll(attempts, { timeout: 5_000 }).toBe(before + 1);
  await expect.poll(() => secondsShown(countdown)).toBeGreaterThanOrEqual(45);
  expect(await secondsShown(countdown)).toBeLessThanOrEqual(60);
}

/**
 * A save failing for want of a network (every try aborted until `reconnect`) has backed off to some 20 s; the
 * network drops and comes back while the page's time stands still: the save goes at once, not at its next try.
 */
export async function expectSaveOnReconnect(
  page: Page,
  context: BrowserContext,
  { attempts, countdown, reconnect }: { attempts: () => number; countdown: Locator; reconnect: () => void },
): Promise<void> {
  // A few failures later (3, 9, 21 s) the next try is some 20 s off.
  for (let second = 1; second <= 25; second += 1) await page.clock.fastForward(1_000);
  await expect.poll(() => secondsShown(countdown)).toBeGreaterThan(10);

  await context.setOffline(true);
  await visible(page.getByTestId('offline-banner'));
  // The page's time stands still from here: only the network's return can send the save now.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const tried = attempts();
  reconnect();
  await context.setOffline(false);
  await expect.poll(attempts, { timeout: 5_000 }).toBe(tried + 1);
  await page.clock.resume();
}
