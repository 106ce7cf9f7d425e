import type { Page } from "@playwright/test";

/**
 * Whether the browser tells assistive technology that the header's menu button has its menu expanded, read from
 * the page's accessibility tree: the button opens a popover (popovertarget), whose state the browser exposes
 * itself, with no aria-expanded attribute to read (src/lib/mobile-menu.ts).
 */
export async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
      nodes: Array<{
        role?: { value?: string };
        name?: { value?: string };
        properties?: Array<{ name: string; value: { value: unknown } }>;
      }>;
    };
    const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === "Menu");
    return button?.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
  } finally {
    await session.detach();
  }
}
