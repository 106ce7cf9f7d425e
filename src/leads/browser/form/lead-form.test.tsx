import { renderOnServerAfresh } from "../../../testing/server-rendering";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { ApplicationForm } from "../ApplicationForm";
import { type FakeLeadApi, fakeLeadApi, SENT_HIDDEN } from "../../../testing/lead-api";

/** The forms, from the module registry they are required in (a plain `require` is how to load them there). */
/* eslint-disable @typescript-eslint/no-require-imports */
const forms = () => ({
  NewsletterForm: (require("../NewsletterForm") as typeof import("../NewsletterForm")).default,
  ContactForm: (require("../ContactForm") as typeof import("../ContactForm")).ContactForm,
  DemoForm: (require("../DemoForm") as typeof import("../DemoForm")).DemoForm,
  ReferralForm: (require("../ReferralForm") as typeof import("../ReferralForm")).ReferralForm,
  ApplicationForm: (require("../ApplicationForm") as typeof import("../ApplicationForm")).ApplicationForm,
});
/* eslint-enable @typescript-eslint/no-require-imports */
type Forms = ReturnType<typeof forms>;

/**
 * The server markup of a form in a container of the document, as a browser shows it before the script runs:
 * rendered by modules loaded without a window, as in the build.
 */
function serverRendered(ui: (server: Forms) => React.ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderOnServerAfresh(() => ui(forms()));
  document.body.append(container);
  return container;
}

/** Each control's name, in order (a checkbox group repeats its name). */
const names = (form: HTMLFormElement) =>
  Array.from(form.elements)
    .map((element) => element.getAttribute("name"))
    .filter(Boolean);

let api: FakeLeadApi;
beforeEach(() => {
  api = fakeLeadApi();
  window.history.replaceState(null, "", "/");
});
afterEach(() => {
  api.restore();
  document.body.innerHTML = "";
});

describe("server markup: a real HTML form", () => {
  it.each([
    [
      "newsletter",
      (server: Forms) => <server.NewsletterForm placeholder="you@company.com" />,
      "/api/newsletter",
      ["footer_email"],
    ],
    [
      "contact",
      (server: Forms) => <server.ContactForm placement="page" />,
      "/api/contact",
      ["name", "email", "company", "message", "callWindow", "timeZone"],
    ],
    [
      "demo",
      (server: Forms) => <server.DemoForm placement="page" />,
      "/api/demo",
      [
        "name",
        "email",
        "company",
        ...Array(4).fill("importSources"),
        "importVolume",
        "destination",
        "callWindow",
        "timeZone",
      ],
    ],
    [
      "referral",
      (server: Forms) => <server.ReferralForm />,
      "/api/referral",
      ["yourName", "yourEmail", "referralName", "referralEmail", "referralCompany", "notes"],
    ],
    [
      "application",
      (server: Forms) => <server.ApplicationForm />,
      "/api/application",
      ["companyName", "founderName", "email", "stage", ...Array(9).fill("sectors"), "pitch"],
    ],
  ])("the %s form posts to its route with the names the route reads", (_, ui, route, fields) => {
    const form = serverRendered(ui).querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(route);
    const hidden = ["homepage_url", "idempotency_key", "policy_version", "consent_id", "form_token"];
    expect(names(form)).toEqual([...fields, ...hidden]);
    // The server HTML carries the policy's version; the consent id and form token wait for the script.
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    expect([value("policy_version"), value("consent_id"), value("form_token")]).toEqual(["unversioned", "", ""]);
  });

  it("a select starts on its disabled placeholder, so a post without a choice sends none", () => {
    const form = serverRendered((server) => <server.ApplicationForm />).querySelector("form") as HTMLFormElement;
    const stage = form.querySelector("select[name='stage']") as HTMLSelectElement;
    expect(stage.value).toBe("");
    expect(stage.selectedOptions[0].disabled).toBe(true);
  });
});

describe("hydration", () => {
  it("keeps what the visitor typed before the script arrived, and the script then sends it", async () => {
    const container = serverRendered((server) => <server.ApplicationForm />);
    const form = container.querySelector("form") as HTMLFormElement;
    const field = (name: string) => form.querySelector(`[name='${name}']`) as HTMLInputElement;
    field("companyName").value = "Compilers Inc";
    field("founderName").value = "Grace Hopper";
    field("email").value = "grace@example.com";
    (form.querySelector("select[name='stage']") as HTMLSelectElement).value = "seed";
    (form.querySelector("input[value='education']") as HTMLInputElement).checked = true;
    (form.querySelector("textarea[name='pitch']") as HTMLTextAreaElement).value = "Programming in plain English.";

    await act(async () => {
      hydrateRoot(container, <ApplicationForm />);
    });
    expect(form.isConnected).toBe(true);
    expect(field("companyName").value).toBe("Compilers Inc");
    expect((form.querySelector("input[value='education']") as HTMLInputElement).checked).toBe(true);

    const submit = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => {
      fireEvent(form, submit);
    });
    // The script took the submit over: no native post, one JSON request with what was typed.
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({
      url: "/api/application",
      body: {
        companyName: "Compilers Inc",
        founderName: "Grace Hopper",
        email: "grace@example.com",
        stage: "seed",
        sectors: ["education"],
        pitch: "Programming in plain English.",
        homepage_url: "",
        ...SENT_HIDDEN,
      },
    });
  });
});
