import type { ErrorEvent } from "@sentry/gatsby";
import { errorReportingOptions } from "./error-reporting-sdk";
import { scrubBreadcrumb, scrubEvent, scrubText, scrubUrl } from "./error-scrubbing";

describe("error report scrubbing", () => {
  it("masks e-mail addresses in text and query values in URLs, and drops fragments", () => {
    expect(scrubText("Invalid address ada.lovelace+x@example.co.uk for grace@navy.mil")).toBe(
      "Invalid address [email] for [email]",
    );
    expect(scrubUrl("https://flatirons.com/contact-us/?email=ada%40example.com&name=Ada&utm_source=x#form")).toBe(
      "https://flatirons.com/contact-us/?email=[filtered]&name=[filtered]&utm_source=[filtered]",
    );
    expect(scrubUrl("/api/newsletter")).toBe("/api/newsletter");
    expect(scrubText("GET https://flatirons.com/x/?token=abc failed")).toBe(
      "GET https://flatirons.com/x/?token=[filtered] failed",
    );
  });

  it("scrubs breadcrumbs: messages, navigation and request URLs, and drops logged console values", () => {
    expect(
      scrubBreadcrumb({
        category: "console",
        message: "submit ada@example.com",
        data: { arguments: ["submit", { email: "ada@example.com" }], logger: "console" },
      }),
    ).toEqual({ category: "console", message: "submit [email]", data: { logger: "console" } });
    expect(scrubBreadcrumb({ category: "navigation", data: { from: "/a/?email=a@b.co", to: "/b/#x" } })).toEqual({
      category: "navigation",
      data: { from: "/a/?email=[filtered]", to: "/b/" },
    });
    expect(
      scrubBreadcrumb({ category: "fetch", data: { url: "/api/contact?e=a@b.co", method: "POST", status_code: 400 } }),
    ).toEqual({ category: "fetch", data: { url: "/api/contact?e=[filtered]", method: "POST", status_code: 400 } });
  });

  it("scrubs events: no user or IP, no cookies or headers but the browser's name, messages and stack URLs masked", () => {
    const event = {
      type: undefined,
      message: "Could not subscribe ada@example.com",
      user: { ip_address: "203.0.113.7", email: "ada@example.com" },
      request: {
        url: "https://flatirons.com/?email=ada@example.com",
        query_string: "email=ada@example.com",
        cookies: { session: "x" },
        headers: { "User-Agent": "Chromium", Referer: "https://flatirons.com/?email=ada@example.com" },
        data: { email: "ada@example.com" },
      },
      exception: {
        values: [
          {
            type: "Error",
            value: "Bad value ada@example.com",
            stacktrace: {
              frames: [{ filename: "https://flatirons.com/app.js?v=1", abs_path: "https://flatirons.com/app.js?v=1" }],
            },
          },
        ],
      },
      breadcrumbs: [{ category: "ui.input", message: "input[name=email] ada@example.com" }],
      extra: { form: { email: "ada@example.com" } },
    } as unknown as ErrorEvent;
    expect(scrubEvent(event)).toEqual({
      type: undefined,
      message: "Could not subscribe [email]",
      request: { url: "https://flatirons.com/?email=[filtered]", headers: { "User-Agent": "Chromium" } },
      exception: {
        values: [
          {
            type: "Error",
            value: "Bad value [email]",
            stacktrace: {
              frames: [
                {
                  filename: "https://flatirons.com/app.js?v=[filtered]",
                  abs_path: "https://flatirons.com/app.js?v=[filtered]",
                },
              ],
            },
          },
        ],
      },
      breadcrumbs: [{ category: "ui.input", message: "input[name=email] [email]" }],
      extra: { form: { email: "[email]" } },
    });
  });

  it("is what the SDK is started with, collecting no user data (so no IP), cookies, headers, bodies or query values", () => {
    const options = errorReportingOptions("https://key@o1.ingest.sentry.io/1");
    expect(options.dataCollection).toEqual({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    });
    const scrubbed = options.beforeSend!({ type: undefined, message: "a@b.co" } as ErrorEvent, {});
    expect(scrubbed).toEqual({ type: undefined, message: "[email]" });
    expect(options.beforeBreadcrumb!({ message: "a@b.co" })).toEqual({ message: "[email]" });
  });
});
