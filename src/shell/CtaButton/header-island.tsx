import React from "react";
import { ownRootIsland } from "../../islands";
import { ContactDialogFromHost, ContactSchedulingContext } from "../ContactDialogProvider";
import { HeaderCtaButton } from "./index";

/**
 * The header's call-to-action, the page's main button, in a React root of its own (src/islands/own-root.tsx): the
 * spec fades it in after the first client render, and this render comes as soon as the app's script has run,
 * instead of after the page's data and the hydration of the page. Its dialog is the page's one
 * (ContactDialogFromHost): a click before the page has hydrated opens it as soon as it has.
 */
export const HeaderCtaIsland = ownRootIsland<{ label: string; schedulingUrl: string | null }>({
  name: "header-cta",
  render: ({ label, schedulingUrl }) => (
    <ContactDialogFromHost>
      <ContactSchedulingContext.Provider value={schedulingUrl}>
        <HeaderCtaButton label={label} />
      </ContactSchedulingContext.Provider>
    </ContactDialogFromHost>
  ),
});
