import { expect, test, type Locator, type Page } from "@playwright/test";
import { contextAt, recordAnalytics, trackCalls } from "./support/analytics";
import { waitForHydration } from "./support/hydration";
import { stubThirdParties } from "./support/instrumentation";
import { contentPages } from "./support/site-routes";
import { CONTACT_INTENTS, type ContactIntentId } from "../../src/lib/contact-intents";
import { contactIntentView } from "../../src/lib/contact-intent-copy";
import { INTEREST_OPTIONS } from "../../src/lib/validation";

/*
 * A call-to-action opens the contact dialog for what it promised: its heading and first line, the
 * interest ticked in step 2, and the intent on the events. Pages are picked by rule from content/:
 * for each intent, the first page whose hero button names it.
 */

interface HeroCta {
  path: string;
  label: string;
  intent: ContactIntentId;
  interest?: string;
  place?: string;
}

/** Every content page's hero button, with what the dialog should say for it. */
const HERO_CTAS: HeroCta[] = contentPages.flatMap((record) => {
  const data = record.data as {
    hero?: { ctaLabel?: string; ctaIntent?: ContactIntentId };
    interest?: string;
    city?: { name: string };
  };
  if (!record.path || !data.hero?.ctaLabel || !data.hero.ctaIntent) return [];
  return [
    {
      path: record.path,
      label: data.hero.ctaLabel,
      intent: data.hero.ctaIntent,
      interest: data.interest,
      place: data.city?.name,
    },
  ];
});

/** The Fuse page's own hero button, written in code. */
const FUSE: HeroCta = { path: "/products/fuse/", label: "Book a Fuse demo", intent: "fuse-demo" };

const labelOf = (value: string) => INTEREST_OPTIONS.find((option) => option.value === value)!.label;

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
  await recordAnalytics(page);
  // Step 1 stores a lead; step 2 adds to it. Answered as the server does.
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: route.request().postDataJSON().id ? 200 : 201,
      contentType: "application/json",
      body: JSON.stringify({ id: "lead-1" }),
    }),
  );
});

async function fillStep1(dialog: Locator) {
  await dialog.getByLabel("Name").fill("Ada Lovelace");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByLabel(/^How can we help/).fill("We need a product built.");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("heading", { name: "What you need" })).toBeVisible();
}

async function openDialog(page: Page, cta: Locator) {
  await waitForHydration(cta);
  await cta.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("each kind of call-to-action", () => {
  const picked = CONTACT_INTENTS.flatMap((intent) => {
    const cta = [...HERO_CTAS, FUSE].find((candidate) => candidate.intent === intent);
    return cta ? [cta] : [];
  });

  test("the site has a call-to-action of every kind, the Fuse demo among them", () => {
    expect(picked.map((cta) => cta.intent).sort()).toEqual([...CONTACT_INTENTS].sort());
  });

  for (const cta of picked) {
    test(`${cta.intent}: "${cta.label}" on ${cta.path} opens the dialog with its heading, its interest ticked, and the intent on the events`, async ({
      page,
    }) => {
      const view = contactIntentView(cta);
      await page.goto(cta.path);
      const button = page.locator(`main button[data-intent="${cta.intent}"]`).filter({ hasText: cta.label }).first();
      const dialog = await openDialog(page, button);
      await expect(dialog).toHaveAccessibleName(view.heading);
      await expect(dialog).toHaveAccessibleDescription(view.lead);
      if (cta.intent === "city-meeting") expect(view.heading).toBe(`Plan a meeting in ${cta.place}`);
      if (cta.intent === "fuse-demo") {
        // A Fuse demo asks what a demo needs: its own form (posted to /api/demo), not the contact form's steps.
        expect(view.interests).toEqual(["fuse"]);
        await expect(dialog.getByLabel("Where should the imported data go?")).toBeVisible();
        await expect(dialog.getByLabel(/^How can we help/)).toHaveCount(0);
        const opened = await trackCalls(page);
        expect(opened.filter(([event]) => event === "contact_form_opened")).toEqual([
          ["contact_form_opened", { placement: "page", intent: cta.intent }, contextAt(cta.path)],
        ]);
        return;
      }

      await fillStep1(dialog);
      for (const option of INTEREST_OPTIONS)
        await expect(dialog.getByRole("checkbox", { name: option.label })).toBeChecked({
          checked: view.interests.includes(option.value),
        });
      if (view.interests.length)
        await expect(dialog.getByRole("checkbox", { name: labelOf(view.interests[0]) })).toBeChecked();

      const calls = await trackCalls(page);
      expect(calls.filter(([event]) => event === "contact_form_opened")).toEqual([
        ["contact_form_opened", { placement: "page", intent: cta.intent }, contextAt(cta.path)],
      ]);
      expect(calls.find(([event]) => event === "contact_us_submit")?.[1]).toMatchObject({ intent: cta.intent });
    });
  }

  for (const [variant, intent, heading] of [
    ["schedule-a-call", "call", "Schedule a call"],
    ["request-an-estimate", "estimate", "Request an estimate"],
    ["lets-work-together", "generic", "Let's work together"],
  ] as const) {
    test(`the header's "${variant}" label opens the dialog for ${intent}; the experiment's events stay as they are`, async ({
      page,
    }) => {
      await page.addInitScript((stored) => localStorage.setItem("experiment-cta-copy", stored), variant);
      await page.goto("/");
      const dialog = await openDialog(page, page.locator('header button[data-cta="header"]'));
      await expect(dialog).toHaveAccessibleName(heading);
      const calls = await trackCalls(page);
      expect(calls.filter(([event]) => event === "contact_form_opened")).toEqual([
        ["contact_form_opened", { placement: "header", intent }, contextAt("/")],
      ]);
      expect(calls.filter(([event]) => String(event).includes("cohort"))).toEqual([]);
    });
  }
});

test.describe("the contact dialog on a phone (375px)", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("its head (title and Close) stays in view after step 1 and at the bottom of step 2; the thank-you fits its words", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openDialog(page, page.locator("main button[data-cta]").first());
    const title = dialog.getByRole("heading", { level: 2 }).first();
    const close = dialog.getByRole("button", { name: "Close" });
    const inView = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      const panel = (await dialog.boundingBox())!;
      return box.y >= panel.y - 1 && box.y + box.height <= 667 && box.y >= 0;
    };
    expect(await inView(title)).toBe(true);

    await fillStep1(dialog);
    expect(await inView(title)).toBe(true);
    expect(await inView(close)).toBe(true);
    // The step starts below the head, not under it.
    const head = (await dialog.locator(":scope > div").first().boundingBox())!;
    const stepLabel = (await dialog.getByText("Step 2 of 2").boundingBox())!;
    expect(stepLabel.y).toBeGreaterThanOrEqual(head.y + head.height);
    // The panel's own top edge is on screen, not cut off by the top of the viewport.
    expect((await dialog.boundingBox())!.y).toBeGreaterThan(0);

    await dialog.getByRole("button", { name: "Send" }).scrollIntoViewIfNeeded();
    expect(await inView(title)).toBe(true);
    expect(await inView(close)).toBe(true);

    await dialog.getByRole("checkbox", { name: "Web application" }).check();
    await dialog.getByLabel("Budget").selectOption("50k-150k");
    await dialog.getByLabel("Timeline").selectOption("asap");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    expect(await inView(close)).toBe(true);
    // No empty band under the thank-you: the panel ends where its last button does (plus its padding).
    const panel = (await dialog.boundingBox())!;
    const lastAction = (await dialog.getByRole("button", { name: "Done" }).boundingBox())!;
    const links = (await dialog.getByRole("link", { name: "Read the blog" }).boundingBox())!;
    const contentBottom = Math.max(lastAction.y + lastAction.height, links.y + links.height);
    expect(panel.y + panel.height - contentBottom).toBeLessThanOrEqual(48);
  });

  test("Escape and Close give focus back to the button that opened the dialog (the menu's button for the menu's)", async ({
    page,
  }) => {
    await page.goto("/");
    const cta = page.locator("main button[data-cta]").first();
    await openDialog(page, cta);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(cta).toBeFocused();

    let dialog = await openDialog(page, cta);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(cta).toBeFocused();

    // On a phone the header's call-to-action is in the menu, which closes as focus moves into the dialog.
    const menu = page.getByRole("button", { name: "Menu" });
    await waitForHydration(menu);
    await menu.click();
    dialog = await openDialog(page, page.locator('header button[data-cta="header"]'));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
  });
});
