// The web console end to end: a real `echopilot serve` on a fresh data directory, Debian's Chromium through
// playwright-core, five user flows, an axe-core check of every view and a screenshot of every view at 1280 and
// 390 px (under test-output/console/). Without Chromium the suite is skipped locally and fails under CI=true.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_SOURCE, CHROMIUM, KEYS, openConsoleWorld, OUTPUT_DIR, type ConsoleWorld } from './console.harness.js';

const haveChromium = existsSync(CHROMIUM);
const required = process.env.CI === 'true';
const WIDTHS = [1280, 390] as const;

interface AxeResult { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }

/** axe-core's serious and critical violations on the page as it is, and a full-page screenshot, at both widths. */
async function checkView(page: Page, name: string): Promise<void> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.evaluate(AXE_SOURCE);
    const result = (await page.evaluate(() => (window as unknown as { axe: { run(ctx: Document, options: unknown): Promise<unknown> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }))) as AxeResult;
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${name}@${width}: ${v.id} (${v.impact}) ${v.help} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`)).toEqual([]);
    // Usable at this width: nothing wider than the window but scroll regions.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
    await page.screenshot({ path: join(OUTPUT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function sendChat(page: Page, text: string): Promise<void> {
  await page.getByLabel(/^(Your message|Your answer to the question above)$/).fill(text);
  await page.getByRole('button', { name: /^Send/ }).click();
  await page.getByRole('button', { name: /^Send/ }).waitFor({ state: 'visible' });
  await expect.poll(() => page.getByRole('button', { name: 'Sending…' }).count(), { timeout: 30_000 }).toBe(0);
}

describe.skipIf(!haveChromium && !required)('web console in Chromium', () => {
  let world: ConsoleWorld;

  beforeAll(async () => {
    if (!haveChromium) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get update && apt-get install -y chromium`);
    world = await openConsoleWorld();
  }, 120_000);
  afterAll(async () => world?.close(), 60_000);

  it('signs in with a key kept for the tab only, and checks the sign-in page', async () => {
    const page = await world.page();
    await checkView(page, 'sign-in');
    await page.getByLabel('API key').fill('not-a-real-key-at-all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('unknown API key');
    await page.getByLabel('API key').fill(KEYS.priya);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Views' }).waitFor();
    expect(await page.evaluate(() => [sessionStorage.length, localStorage.length])).toEqual([1, 0]);
    await page.close();
  }, 60_000);

  it('flow 1: a duplicate charge above the auto-approval limit is approved in the inbox, and the customer sees the refund and the ticket', async () => {
    const customer = await world.page(KEYS.priya);
    await sendChat(customer, 'I was charged twice at Croma for 24,999 yesterday evening, please refund the extra one');
    // One progress step per graph node, then the reply with the ticket and the amount.
    const steps = await customer.getByRole('list', { name: 'Progress' }).getByRole('listitem').allTextContents();
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect(steps[0]).toContain('Reading your message');
    expect(steps.some((s) => s.includes('Checking your records'))).toBe(true);
    const conversation = customer.getByRole('list', { name: 'Conversation' });
    await expect.poll(() => conversation.textContent()).toContain('passed to a reviewer');
    expect(await conversation.textContent()).toMatch(/TKT-[A-Z0-9]+/);
    expect(await conversation.textContent()).toContain('₹24,999.00');
    await checkView(customer, 'chat-customer');

    const reviewer = await world.page(KEYS.alice);
    await reviewer.getByRole('link', { name: /duplicate card charge.*₹24,999\.00/ }).click();
    const records = reviewer.getByRole('region', { name: 'Records used' });
    await records.waitFor();
    // Both transactions, the claimed (later) one highlighted, and the formula.
    expect(await records.textContent()).toContain('T9001');
    expect(await records.locator('tr.claimed').textContent()).toContain('T9002');
    expect(await reviewer.getByText('Formula:').textContent()).toContain('24,999.00');
    expect(await reviewer.locator('blockquote').first().textContent()).toContain('Croma');
    await checkView(reviewer, 'inbox');
    await reviewer.getByRole('button', { name: /^Approve ₹/ }).click();
    await expect.poll(() => reviewer.getByRole('status').filter({ hasText: 'Recorded' }).textContent(), { timeout: 30_000 }).toContain('resolved');

    await customer.reload();
    const requests = customer.getByRole('region', { name: 'My requests' });
    await expect.poll(() => requests.textContent(), { timeout: 15_000 }).toContain('refund of ₹24,999.00 credited');
    expect(await requests.textContent()).toMatch(/TKT-[A-Z0-9]+.*resolved/);
    await customer.close();
    await reviewer.close();
  }, 90_000);

  it('flow 2: above the four-eyes limit a second, different reviewer must approve; the first cannot approve twice', async () => {
    const customer = await world.page(KEYS.rahul);
    await sendChat(customer, 'Tanishq charged my debit card twice for 1,25,000 yesterday afternoon. Please refund the duplicate.');
    await expect.poll(() => customer.getByRole('list', { name: 'Conversation' }).textContent()).toContain('passed to a reviewer');

    const alice = await world.page(KEYS.alice);
    await alice.getByRole('link', { name: /₹1,25,000\.00/ }).click();
    await alice.getByText('Needs 2 approvals from different reviewers.').waitFor();
    await alice.getByRole('button', { name: /^Approve ₹/ }).click();
    await expect.poll(() => alice.getByRole('status').filter({ hasText: 'Recorded' }).textContent()).toContain('1 more approval needed');
    await alice.reload();
    await alice.getByText(/Approved by reviewer-alice/).waitFor();
    expect(await alice.getByText(/cannot approve this one/).count()).toBe(1);
    expect(await alice.getByRole('button', { name: /^Approve ₹/ }).isDisabled()).toBe(true);
    // The API refuses a second approval by the same reviewer.
    const approvalId = (await alice.getByRole('heading', { level: 2 }).first().textContent())?.split(':')[0] ?? '';
    const again = await world.api(KEYS.alice, 'POST', `/v1/approvals/${approvalId}/decision`, { decision: 'approve' });
    expect(again.status).toBe(409);

    const bob = await world.page(KEYS.bob);
    await bob.getByRole('link', { name: /₹1,25,000\.00/ }).click();
    await bob.getByText(/Approved by reviewer-alice/).waitFor();
    await bob.keyboard.press('a');
    await expect.poll(() => bob.getByRole('status').filter({ hasText: 'Recorded' }).textContent(), { timeout: 30_000 }).toContain('resolved');
    await Promise.all([customer.close(), alice.close(), bob.close()]);
  }, 120_000);

  it('flow 3: a clarification question is answered in the chat and the turn completes', async () => {
    const page = await world.page(KEYS.ananya);
    await sendChat(page, 'My ATM withdrawal failed but the money was still debited from my account.');
    await page.getByLabel('Your answer to the question above').waitFor();
    expect(await page.getByRole('list', { name: 'Conversation' }).textContent()).toContain('clarification');
    await sendChat(page, 'The 3,000 one at T Nagar on Thursday evening.');
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect.poll(() => conversation.locator('li.message').last().textContent()).toContain('resolved');
    expect(await conversation.locator('li.message').last().textContent()).toContain('₹3,000.00');
    await page.getByLabel('Your message').waitFor();
    await page.close();
  }, 90_000);

  it('flow 4: a customer key cannot reach the inbox: the page says so and the API answers 403', async () => {
    const page = await world.page(KEYS.priya);
    expect(await page.getByRole('navigation', { name: 'Views' }).textContent()).not.toContain('Reviewer inbox');
    await page.goto(`${world.url}/console/#/inbox`);
    await page.getByRole('heading', { name: 'Reviewer inbox: not available for your key' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('reviewers and admins');
    expect(await page.locator('a[href^="#/inbox/APR-"]').count()).toBe(0);
    await checkView(page, 'denied');
    expect((await world.api(KEYS.priya, 'GET', '/v1/approvals')).status).toBe(403);
    expect((await world.api(KEYS.agent, 'POST', '/v1/approvals/APR-X/decision', { decision: 'approve' })).status).toBe(403);
    await page.close();
  }, 60_000);

  it('flow 5: an uploaded document appears in knowledge-base search, with the upload progress shown', async () => {
    const page = await world.page(KEYS.admin);
    await page.goto(`${world.url}/console/#/kb`);
    await page.getByLabel(/^File/).setInputFiles({
      name: 'locker-rent.md', mimeType: 'text/markdown',
      buffer: Buffer.from('# Safe deposit lockers\n\n## Locker rent\n\nLocker rent is collected every April. A surrendered locker gets the unused quarters of the rent back, and the zylophant key deposit is returned in full.\n'),
    });
    await page.getByLabel('Who may read it (unless the file says)').selectOption('customer');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'locker-rent' }).textContent()).toContain('inserted');
    expect(await page.locator('progress').getAttribute('value')).toBe('1');
    await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('zylophant deposit');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Passages for zylophant deposit' });
    await results.waitFor();
    expect(await results.textContent()).toContain('Safe deposit lockers');
    expect(await results.locator('mark').first().textContent()).toMatch(/zylophant/i);
    await checkView(page, 'knowledge-base');
    // A customer finds it too (visibility: customer).
    const found = (await (await world.api(KEYS.priya, 'GET', '/v1/kb/search?q=zylophant')).json()) as { items: { doc_id: string }[] };
    expect(found.items[0]?.doc_id).toBe('locker-rent');
    await page.close();
  }, 60_000);

  it('shows the trace, tickets and operations views to staff, each accessible at both widths', async () => {
    const claim = await world.api(KEYS.priya, 'POST', '/v1/conversations/messages', { text: 'The ATM on MG Road debited 5,000 from my account on 16 November but did not give me any cash.' });
    const turn = (await claim.json()) as { thread_id: string; outcome: string; path: string[] };
    expect(turn.outcome).toBe('resolved');
    const reviewer = await world.page(KEYS.alice);
    await reviewer.goto(`${world.url}/console/#/trace/${encodeURIComponent(turn.thread_id)}`);
    const graph = reviewer.getByRole('img', { name: /The claim graph/ });
    await graph.waitFor();
    // The turn's path is highlighted, from start to end, and its timeline lists every node it ran.
    expect(await reviewer.locator('svg.graph desc').textContent()).toContain(['start', ...turn.path].join(' → '));
    expect(await reviewer.locator('svg.graph .node.on').count()).toBe(new Set(turn.path).size + 2);
    expect(await reviewer.locator('svg.graph .edge.on').count()).toBeGreaterThanOrEqual(new Set(turn.path).size);
    expect(await reviewer.locator('.timeline > li').count()).toBe(turn.path.length);
    await checkView(reviewer, 'trace');

    await reviewer.goto(`${world.url}/console/#/tickets`);
    const tickets = reviewer.getByRole('region', { name: 'Tickets', exact: true });
    await tickets.waitFor();
    await reviewer.getByLabel('Customer ID').fill('C1001');
    await expect.poll(() => tickets.locator('tbody tr').count()).toBeGreaterThanOrEqual(1);
    await tickets.locator('tbody tr a').first().click();
    await reviewer.getByRole('article').getByLabel('Status').selectOption('closed');
    await reviewer.getByLabel('Note for the audit trail').fill('customer confirmed the refund');
    await reviewer.getByRole('button', { name: 'Change status' }).click();
    await expect.poll(() => reviewer.getByRole('status').filter({ hasText: 'Status is now' }).textContent()).toContain('closed');
    await checkView(reviewer, 'tickets');
    await reviewer.close();

    const admin = await world.page(KEYS.admin);
    await admin.goto(`${world.url}/console/#/ops`);
    await admin.getByRole('heading', { name: 'Operations' }).waitFor();
    // The turns of the flows above are in the server's own series.
    await expect.poll(async () => Number(await admin.locator('.tiles div').first().locator('dd').textContent())).toBeGreaterThanOrEqual(5);
    expect(await admin.getByRole('img', { name: /Outcomes per minute: .*resolved [1-9]/i }).count()).toBe(1);
    await checkView(admin, 'operations');
    await admin.close();
  }, 90_000);
});
