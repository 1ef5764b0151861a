import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const out = [];
for (let i = 0; i < 8; i++) {
  const p = await b.newPage();
  await p.goto(`http://127.0.0.1:8767/a.html#cold`);
  await p.waitForFunction(() => document.title.startsWith('{'));
  out.push(JSON.parse(await p.title()).app);
  await p.close();
}
console.log(process.argv[2], out.sort((a, b) => a - b).join(' '));
await b.close();
