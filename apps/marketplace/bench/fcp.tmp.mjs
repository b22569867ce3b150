import puppeteer from 'puppeteer-core';
const base = process.argv[2]; const url = process.argv[3];
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const js of [true, false, true, false]) {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(js);
  await page.setCacheEnabled(false);
  await page.goto(`${base}${url}`, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 800));
  const t = await page.evaluate(() => {
    const p = performance.getEntriesByType('paint').map((e) => `${e.name} ${Math.round(e.startTime)}`);
    const r = performance.getEntriesByType('resource').map((e) => `${e.name.split('/').pop().slice(0, 20)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`);
    return [p.join(', '), r.slice(0, 5).join(' | ')];
  });
  console.log(js ? 'JS ' : 'noJS', t[0], '\n    ', t[1]);
  await page.close();
}
await browser.close();
