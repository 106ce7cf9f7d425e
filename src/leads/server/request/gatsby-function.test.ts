/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { LEAD_FORMS } from "../../shared/lead-forms";
import { LEAD_FUNCTION_CONFIG, leadFunction } from "./gatsby-function";
import { fakeRequest } from "../../../../tests/support/leads/fakes";

type Middleware = (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
type ParserName = "json" | "text" | "raw" | "urlencoded";

// Gatsby's own reading of a Function's exported config and the Express parsers it feeds it to
// (what `gatsby serve` runs before the Function).
/* eslint-disable @typescript-eslint/no-require-imports */
const { createConfig } = require("gatsby/dist/internal-plugins/functions/config") as {
  createConfig(config: unknown): { config: typeof LEAD_FUNCTION_CONFIG; warnings: unknown[] };
};
const express = require(require.resolve("express", { paths: [require.resolve("gatsby")] })) as Record<
  ParserName,
  (options: unknown) => Middleware
>;
/* eslint-enable @typescript-eslint/no-require-imports */

describe.each(LEAD_FORMS)("src/api/%s.ts", (form) => {
  const file = path.join(__dirname, "../../../api", `${form}.ts`);

  it("exports the handler and the lead body-parser config", async () => {
    const api = (await import(file)) as { default: unknown; config: unknown };
    expect(typeof api.default).toBe("function");
    expect(api.config).toBe(LEAD_FUNCTION_CONFIG);
  });

  it("does not declare `config` in a form Gatsby's build takes for a page render mode", () => {
    const source = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(source).not.toMatch(/export\s+(const|let|var|function|async\s+function)\s+config\b/);
    expect(source).not.toMatch(/export\s*\{[^}]*\bconfig\b[^}]*\}/);
  });
});

it("Gatsby accepts the config as is", () => {
  const { config, warnings } = createConfig(LEAD_FUNCTION_CONFIG);
  expect(warnings).toEqual([]);
  expect(config).toEqual(LEAD_FUNCTION_CONFIG);
});

it.each<ParserName>(["json", "text", "raw", "urlencoded"])(
  "Gatsby's %s parser leaves a JSON request's stream for the handler",
  async (parser) => {
    const options = createConfig(LEAD_FUNCTION_CONFIG).config.bodyParser?.[parser];
    const req = Object.assign(Readable.from([Buffer.from('{"a":1}')]), {
      headers: { "content-type": "application/json", "content-length": "7" },
      method: "POST",
      url: "/api/newsletter",
    });
    const next = jest.fn();
    express[parser](options)(req, {}, next);
    await new Promise((resolve) => setImmediate(resolve));
    expect(next).toHaveBeenCalledWith();
    expect(req.readableEnded).toBe(false);
    expect(Buffer.concat(await req.toArray()).toString()).toBe('{"a":1}');
  },
);

it("writes the route's reply to Gatsby's response as it is, taking back a host's permissive CORS headers", async () => {
  const headers: Record<string, string> = {
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "Origin, Content-Type",
  };
  const sent: { status?: number; body?: string } = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    status(code: number) {
      sent.status = code;
      return res;
    },
    send(body: string) {
      sent.body = body;
      return res;
    },
  };
  await leadFunction("newsletter")(fakeRequest({ method: "OPTIONS" }) as never, res as never);
  expect(sent).toEqual({ status: 405, body: JSON.stringify({ message: "Method not allowed. Use POST." }) });
  expect(headers).toEqual({
    allow: "POST",
    "cache-control": "no-store",
    "content-type": "application/json; charset=utf-8",
    "x-content-type-options": "nosniff",
  });
});
