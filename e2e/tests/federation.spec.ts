import { expect, openPage, REMOTE_ORIGIN, test } from '../support/site';

const SHELL_ORIGIN = new URL(process.env.BASE_URL ?? 'http://localhost:5173').origin;
const MARKETING = REMOTE_ORIGIN.marketing.replace(/\./g, '\\.');

test('one copy each of React, the router, styled-components and the shared library runs in the browser', async ({
  page,
}) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The marketing remote was loaded from its own origin…
  const remoteScripts = scripts.filter((script) => new URL(script.url).origin !== SHELL_ORIGIN);
  expect(remoteScripts.some((script) => /\/remoteEntry-[\w-]+\.js$/.test(script.url))).toBe(true);
  // …and used the shell's shared modules, never its own fallback copies.
  expect(remoteScripts.filter((script) => script.url.includes('__federation_shared_'))).toEqual([]);
  const sharedFromShell = scripts
    .filter((script) => script.url.includes('__federation_shared_'))
    .map((script) => script.url);
  // The modules the remotes import are served once, by the shell. (react-dom is rendered by the
  // shell alone, and the router has no chunk of its own: its one copy is inside @meridian/shared.)
  for (const name of ['react', 'styled-components', '@meridian/shared']) {
    const chunk = new RegExp(`/__federation_shared_${name.replace('/', '\\/')}-[\\w-]{8}\\.js$`);
    expect(
      sharedFromShell.filter((url) => chunk.test(url)),
      name,
    ).toHaveLength(1);
  }
  // No script from a remote's origin carries its own React, router or styled-components.
  const MARKERS = {
    react: '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    router: 'in the context of a <Router> component',
    styled: 'data-styled',
  };
  for (const [name, marker] of Object.entries(MARKERS)) {
    expect(scripts.filter((script) => script.body.includes(marker)).length, `${name} is on the page`).toBeGreaterThan(
      0,
    );
    if (name === 'router')
      expect(
        scripts.filter((script) => script.body.includes(marker)),
        'one router',
      ).toHaveLength(1);
    expect(
      remoteScripts.filter((script) => script.body.includes(marker)).map((script) => script.url),
      name,
    ).toEqual([]);
  }

  // Context made by the shell is read inside the remote: the theme (styled-components) and the router.
  const button = page
    .locator('section[aria-labelledby="hero-title"]')
    .getByRole('link', { name: 'Book a free first conversation' });
  await expect(button).toHaveCSS('background-color', 'rgb(242, 183, 5)');
  await button.click();
  await expect(page).toHaveURL('/contact#consultation');
});

test('the page says where each remote is: the composer writes the manifest into it, by release', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/services')).text();
  const written = /<script type="application\/json" id="meridian-remotes">(.*?)<\/script>/.exec(html)?.[1];
  const manifest = JSON.parse(written ?? '{}') as Record<string, string>;
  expect(manifest.marketing).toMatch(new RegExp(`^${MARKETING}/assets/remoteEntry-[\\w-]+\\.js$`));
  expect(manifest.blog).toMatch(/\/assets\/remoteEntry-[\w-]+\.js$/);

  const entries: string[] = [];
  page.on('request', (request) => {
    if (/remoteEntry/.test(request.url())) entries.push(request.url());
  });
  await openPage(page, '/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  expect(entries).toContain(manifest.marketing);
  // Nothing asks for /remotes.json: the page already has it.
  expect(entries.some((url) => url.endsWith('/remotes.json'))).toBe(false);
});

test.describe('when a remote cannot be reached', () => {
  test.use({
    allowConsole: [/Failed to load resource|ERR_FAILED|remoteEntry|Failed to fetch dynamically imported module/i],
  });

  test('only its area says so, its page stays readable, and Retry recovers it once it is back', async ({ page }) => {
    let blocked = true;
    let refused = 0;
    await page.route(new RegExp(`${MARKETING}/.*remoteEntry`), (route) => {
      if (!blocked) return route.continue();
      refused += 1;
      return route.abort();
    });
    await page.goto('/services');
    const fallback = page.locator('main [data-remote-fallback="marketing"]');
    await expect(fallback).toContainText("This page couldn't start.");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    // The rest of the site works: navigation, the contact form, the footer.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Meridian Wealth Advisors');
    await page.locator('#contact').getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact').getByText('Please enter your first name.')).toBeVisible();

    // Still down: Retry fails again, gracefully. Its try has been refused and no other is under
    // way or due (a Retry makes one try, and the automatic ones stop): only the next Retry loads it.
    const before = refused;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => refused).toBeGreaterThan(before);
    await expect(page.locator('main [data-remote-fallback="marketing"]')).toContainText(
      'Please try again in a moment.',
    );

    blocked = false;
    await page.locator('main [data-remote-fallback="marketing"]').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    await expect(page.locator('main [data-remote-fallback]')).toHaveCount(0);
    // Recovered without a page reload: the contact form's message is still there.
    await expect(page.locator('#contact').getByText('Please enter your first name.')).toBeVisible();
  });
});
