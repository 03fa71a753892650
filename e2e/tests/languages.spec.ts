import { findDocuments, freshEmail } from '../support/account';
import { mailTo } from '../support/mail';
import { axeFailures } from '../support/page-checks';
import { asClient, expect, openForm, openPage, takeFillTime, test } from '../support/site';

// Issue 35, item 6: the privacy notice in Hindi, served as complete HTML marked lang="hi", each
// version naming the other (hreflang) in its head and in the sitemap, and a language switch that
// keeps the reader's section and remembers the choice. Axe, the console and the phone's layout of
// /hi/privacy are the page sweep's (support/site.ts's PUBLIC_ROUTES).

test('the Hindi privacy notice arrives whole and marked Hindi, names its versions, and the switch keeps the place and the choice', async ({
  page,
  request,
}) => {
  const origin = new URL(process.env.BASE_URL ?? 'http://localhost:5173').origin;
  const raw = await (await request.get('/hi/privacy')).text();
  expect(raw).toMatch(/<div lang="hi"[^>]*>[\s\S]*<h1[^>]*>गोपनीयता नीति<\/h1>[\s\S]*आपके अधिकार/);
  expect(raw).toContain('मशीन से तैयार');
  // Every form's notice in Hindi, in the raw HTML, where each form's Hindi link points.
  for (const point of ['signup', 'contact', 'consultation', 'booking', 'newsletter', 'calculation', 'complaint'])
    expect(raw).toContain(`id="notice-${point}"`);
  for (const [hreflang, path] of [
    ['en', '/privacy'],
    ['hi', '/hi/privacy'],
    ['x-default', '/privacy'],
  ])
    expect(raw).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${origin}${path}" />`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/privacy', '/hi/privacy'])
    expect(sitemap).toContain(
      `<loc>${origin}${path}</loc><xhtml:link rel="alternate" hreflang="en" href="${origin}/privacy" /><xhtml:link rel="alternate" hreflang="hi" href="${origin}/hi/privacy" />`,
    );

  // Reading "Your rights" in English, the reader switches to Hindi: the same section, in Hindi.
  await openPage(page, '/privacy');
  // As a reader who has scrolled to the section's heading: the switch stays in view under the top bar.
  await page.locator('#rights').evaluate((section) => section.scrollIntoView());
  const english = page.getByRole('navigation', { name: 'Language' });
  await expect(english).toBeInViewport();
  await english.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL('/hi/privacy#rights');
  await expect(page.getByRole('heading', { level: 2, name: 'आपके अधिकार' })).toBeInViewport();
  await expect(page.locator('main [lang="hi"] h1')).toHaveText('गोपनीयता नीति');
  // The choice is remembered: the English address, opened later, shows the Hindi.
  await page.goto('/privacy');
  await expect(page).toHaveURL('/hi/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
  // And back to English, which is remembered in turn.
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/privacy(#[a-z-]+)?$/);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page).toHaveURL('/privacy');
});

test('the investor charter in Hindi arrives whole, its references links, and the English charter switches to it at the reader’s section', async ({
  page,
  request,
}) => {
  const raw = await (await request.get('/hi/investor-charter')).text();
  expect(raw).toMatch(/<div lang="hi"[^>]*>[\s\S]*<h1[^>]*>निवेशक चार्टर<\/h1>[\s\S]*मशीन से तैयार/);
  for (const href of ['https://scores.sebi.gov.in', 'https://smartodr.in', '/complaints'])
    expect(raw).toContain(`href="${href}"`);

  await openPage(page, '/investor-charter');
  await page.locator('#grievances').evaluate((section) => section.scrollIntoView());
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL('/hi/investor-charter#grievances');
  await expect(page.getByRole('heading', { level: 2, name: 'शिकायत निवारण तंत्र और समय-सीमा' })).toBeInViewport();
  // Back to English, so that the choice this test made is not another test's.
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/investor-charter(#[a-z-]+)?$/);
});

test('the complaint form in Hindi: whole in the HTML, reached at the reader’s section, its messages in Hindi, the complaint stored with its language', async ({
  page,
  request,
}) => {
  // Axe on a long page, and a complaint through the endpoint: as complaints.spec.ts's.
  test.setTimeout(60_000);
  const raw = await (await request.get('/hi/complaints')).text();
  expect(raw).toMatch(/<div lang="hi"[^>]*>[\s\S]*<h1[^>]*>शिकायत दर्ज करें<\/h1>[\s\S]*मशीन से तैयार[\s\S]*शिकायत भेजें/);
  expect(raw).toContain('hreflang="hi"');

  // Reading the escalation path in English, the reader switches to Hindi: the same section.
  await asClient(page);
  await openForm(page, '/complaints');
  await page.locator('#escalation').evaluate((section) => section.scrollIntoView());
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL('/hi/complaints#escalation');
  await expect(page.getByRole('heading', { level: 2, name: 'यदि आप संतुष्ट नहीं हैं' })).toBeInViewport();

  const form = page.getByRole('form', { name: 'शिकायत फ़ॉर्म' });
  await form.getByRole('button', { name: 'शिकायत भेजें' }).click();
  await expect(form.getByText('कृपया अपना नाम लिखें।')).toBeVisible();
  await expect(form.getByLabel('आपका नाम')).toBeFocused();
  expect(await axeFailures(page, page.url())).toEqual([]);

  const email = freshEmail('hindi-complaint');
  await takeFillTime(page);
  await form.getByLabel('आपका नाम').fill('आशा राव');
  await form.getByLabel('ईमेल').fill(email);
  await form.getByLabel('नहीं', { exact: true }).check();
  await form.getByLabel('आपकी शिकायत किस बारे में है?').selectOption({ label: 'शुल्क और बिलिंग' });
  await form.getByRole('textbox', { name: 'आपकी शिकायत', exact: true }).fill('अक्टूबर में मुझसे तिमाही शुल्क दो बार लिया गया।');
  await form.getByRole('button', { name: 'शिकायत भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'आपकी शिकायत हमें मिल गई है' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('हम इस तारीख तक उत्तर देंगे')).toBeVisible();

  const stored = await findDocuments('complaints', 'email', email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ category: 'fees', language: 'hi', source: 'direct', status: 'received' });
  // Its acknowledgement is in Hindi too (the firm's facts and SEBI's texts under it in English).
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailTo(email);
  expect(mail?.subject).toContain(`शिकायत ${String(stored[0]?.ticket)} प्राप्त हुई`);
  expect(mail?.text).toContain('प्रिय आशा राव,');

  // Back to English, so that the choice this test made is not another test's.
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/complaints(#[a-z-]+)?$/);
});
