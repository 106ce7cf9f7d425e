/**
 * The content editor at /admin/ (Decap CMS), driven in Chromium against Decap's local backend
 * (decap-server) on a temporary copy of content/: what the editor saves is exactly the file the
 * site expects, the copy still passes `npm run content:check`, and the schema's rules refuse bad
 * input in the editor with the schema's wording. The admin page is noindex and not in the sitemap.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { printContentJson } from "../../src/cms/content-json";
import { runContentCheck } from "../../src/testing/content-check";

const ROOT = path.resolve(__dirname, "../..");
const serverPort = Number(process.env.DECAP_SERVER_PORT ?? Number(process.env.E2E_PORT ?? 9000) + 2);
const backendUrl = `http://127.0.0.1:${serverPort}/api/v1`;

let workDir = "";
let server: ChildProcess | undefined;

const contentFile = (relative: string) => path.join(workDir, "content", relative);
const readJson = (relative: string) => JSON.parse(fs.readFileSync(contentFile(relative), "utf8"));
/** A file's text, or null while it does not exist (the editor is still saving). */
const readText = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);

async function waitForBackend(deadline = Date.now() + 30_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(backendUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer at ${backendUrl}`);
}

test.describe.configure({ mode: "serial" });
// The editor is a 5 MB application: give it time on a busy machine.
test.setTimeout(120_000);

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-admin-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(workDir, "content"), { recursive: true });
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(serverPort), GIT_REPO_DIRECTORY: workDir, MODE: "fs", LOG_LEVEL: "error" },
    stdio: "ignore",
    detached: true,
  });
  await waitForBackend();
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** Opens the editor with its local backend pointed at this test's decap-server. */
async function openEditor(page: Page, hash: string) {
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch();
    const yaml = (await response.text()).replace("local_backend: true", `local_backend:\n  url: ${backendUrl}`);
    await route.fulfill({ response, body: yaml, headers: { ...response.headers(), "content-type": "text/yaml" } });
  });
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`/admin/${hash}`);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

const field = (page: Page, id: string) => page.locator(`[id^="${id}-field-"]`).first();

/** Entries picked from content/ by rule, not by name: a marketer's rename or removal never breaks these tests. */
const entriesOf = (folder: string) =>
  fs
    .readdirSync(path.join(ROOT, "content", folder))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => file.replace(/\.json$/, ""));
const [serviceToEdit, serviceToBreak] = entriesOf("services");
const caseStudyToReorder = entriesOf("case-studies").find(
  (slug) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, "content/case-studies", `${slug}.json`), "utf8")).sections.length >= 3,
);

test("a new blog post with a cover image is written as index.mdx beside its image", async ({ page }) => {
  await openEditor(page, "#/collections/blog/new");
  await field(page, "title").fill("Shipping a release every week");
  await field(page, "date").fill("2026-03-02");
  await field(page, "description").fill(
    "Weekly releases for a year, what they cost, what they saved and how we kept them calm.",
  );
  await field(page, "author").fill("Maya Chen");
  await page.getByRole("button", { name: "Add tags" }).click();
  await page.locator('[id^="tags-field-"] input').first().fill("Delivery");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles(path.join(ROOT, "tests/fixtures/minimal-site/content/images/sample.jpg"));
  await page.getByRole("button", { name: "Choose selected" }).click();
  await field(page, "coverAlt").fill("An abstract blue circle");
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type("A short body for the new post.");
  await publish(page);

  // Decap writes the frontmatter with js-yaml (long lines folded, a valid YAML scalar), then the body.
  const postDir = contentFile("blog/shipping-a-release-every-week");
  await expect
    .poll(() => readText(path.join(postDir, "index.mdx")), { timeout: 20_000 })
    .toBe(
      [
        "---",
        "title: Shipping a release every week",
        "date: 2026-03-02",
        "description: Weekly releases for a year, what they cost, what they saved and how",
        "  we kept them calm.",
        "author: Maya Chen",
        "tags:",
        "  - Delivery",
        "cover: sample.jpg",
        "coverAlt: An abstract blue circle",
        "---",
        "A short body for the new post.",
        "",
      ].join("\n"),
    );
  // The editor's server writes the image in a request of its own, which may finish after the post's.
  const image = fs.readFileSync(path.join(ROOT, "tests/fixtures/minimal-site/content/images/sample.jpg"));
  await expect
    .poll(
      () =>
        fs.existsSync(path.join(postDir, "sample.jpg")) &&
        fs.readFileSync(path.join(postDir, "sample.jpg")).equals(image),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
});

test("a service's hero title is edited in place: the file changes on that line only", async ({ page }) => {
  const before = fs.readFileSync(contentFile(`services/${serviceToEdit}.json`), "utf8");
  const { hero } = JSON.parse(before);
  await openEditor(page, `#/collections/services/entries/${serviceToEdit}`);
  await page.locator(`input[value="${hero.title}"]`).fill("Web applications that stay fast as you grow");
  // The preview draws the page with the site's components, in full (it is never hydrated).
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("[data-hero] h1")).toHaveText("Web applications that stay fast as you grow");
  await expect(preview.locator("[data-hero] [data-cta]")).toHaveCSS("opacity", "1");
  await publish(page);
  await expect
    .poll(() => readText(contentFile(`services/${serviceToEdit}.json`)), { timeout: 20_000 })
    .toBe(before.replace(`"title": "${hero.title}"`, '"title": "Web applications that stay fast as you grow"'));
});

test("a case study's section is dragged to the end of the list, and saved in the new order", async ({ page }) => {
  const before = readJson(`case-studies/${caseStudyToReorder}.json`);
  await openEditor(page, `#/collections/case-studies/entries/${caseStudyToReorder}`);
  const sections = page.locator('[id^="sections-field-"]').first();
  // The editor is a 5 MB application: on a busy machine the entry takes a while to render.
  await expect(sections.locator('[aria-roledescription="sortable"]').first()).toBeVisible({ timeout: 60_000 });
  // The sections list's own drag handles, not those of the lists inside each section.
  await sections.evaluate((list) =>
    list.querySelectorAll('[aria-roledescription="sortable"]').forEach((handle) => {
      if (handle.parentElement?.closest('[id*="-field-"]') === list) handle.setAttribute("data-section-handle", "");
    }),
  );
  const handles = sections.locator("[data-section-handle]");
  await expect(handles).toHaveCount(before.sections.length);
  const from = await handles.nth(1).boundingBox();
  const to = await handles.last().boundingBox();
  if (!from || !to) throw new Error("the section handles are not rendered");
  // dnd-kit's mouse sensor starts a drag after 4 px of movement; move in small steps like a hand.
  const x = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  // Past the last section (the list keeps the drag inside itself): the second section goes to the end.
  const endY = to.y + to.height / 2 + 400;
  await handles.nth(1).hover();
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(x, startY + ((endY - startY) * step) / 20);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await publish(page);
  const [first, second, ...rest] = before.sections;
  const expected = { ...before, sections: [first, ...rest, second] };
  await expect
    .poll(() => readText(contentFile(`case-studies/${caseStudyToReorder}.json`)), { timeout: 20_000 })
    .toBe(printContentJson(expected));
});

test("an empty required field and an over-long description are refused with the schema's words", async ({ page }) => {
  const before = fs.readFileSync(contentFile(`services/${serviceToBreak}.json`), "utf8");
  const data = JSON.parse(before);
  await openEditor(page, `#/collections/services/entries/${serviceToBreak}`);
  await page.locator(`input[value="${data.name}"]`).fill("");
  await page.locator(`input[value="${data.seo.description}"]`).fill("A description that goes on. ".repeat(7));
  await publish(page);
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByText("Description must be 50 to 170 characters long.")).toBeVisible();
  expect(fs.readFileSync(contentFile(`services/${serviceToBreak}.json`), "utf8")).toBe(before);
});

test("the copy passes npm run content:check after the edits", () => {
  const result = runContentCheck(path.join(workDir, "content"));
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
});

test.describe("the admin page costs the site nothing", () => {
  test("is noindex and not in the sitemap", async ({ request }) => {
    const html = await (await request.get("/admin/")).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    const sitemaps = fs.readdirSync(path.join(ROOT, "public")).filter((file) => /^sitemap-\d+\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps)
      expect(fs.readFileSync(path.join(ROOT, "public", sitemap), "utf8")).not.toContain("/admin");
  });

  test("no script of the site's pages carries any of the editor's code", () => {
    const publicDir = path.join(ROOT, "public");
    const scripts = fs.readdirSync(publicDir).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    const markers = ["decap-cms", "CMS_MANUAL_INIT", "registerPreviewTemplate", "micromark", "data-preview"];
    const found = scripts.flatMap((file) => {
      const source = fs.readFileSync(path.join(publicDir, file), "utf8");
      return markers.filter((marker) => source.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
