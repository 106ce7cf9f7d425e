import { chromium } from "@playwright/test";
const port = process.argv[2] || "9140";
const paths = (process.argv[3] || "/,/our-work/casebridge/,/csvbox-alternative/").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const p of paths) {
  const res = [];
  for (let i = 0; i < 5; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page); await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(Math.round(e.duration)); }).observe({ type: "longtask", buffered: true }); });
    await page.goto(`http://127.0.0.1:${port}${p}`, { waitUntil: "load" }); await page.waitForTimeout(2500);
    const lt = await page.evaluate(() => window.__lt);
    res.push({ tbt: lt.reduce((s, d) => s + Math.max(0, d - 50), 0), max: Math.max(0, ...lt) });
    await ctx.close();
  }
  res.sort((a, b) => a.tbt - b.tbt);
  console.log(p, "median tbt", res[2].tbt, "max task", res[2].max, JSON.stringify(res.map(r => r.tbt)));
}
await browser.close();
