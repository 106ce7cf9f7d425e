/**
 * @jest-environment node
 */
import { Readable } from "node:stream";
import { isJsonContentType, MAX_FORM_FIELDS, readLeadBody, wellFormed, type BodySource } from "./request-body";
import { fakeRequest } from "../../../../tests/support/leads/fakes";

const LIMIT = 100;

it("parses a JSON object", async () => {
  expect(await readLeadBody(fakeRequest({ body: { a: 1 } }), LIMIT)).toEqual({ kind: "json", value: { a: 1 } });
});

it("accepts a charset and any letter case in the content type", async () => {
  expect(isJsonContentType("Application/JSON; charset=utf-8")).toBe(true);
  expect(isJsonContentType("application/jsonp")).toBe(false);
  expect(isJsonContentType("text/plain")).toBe(false);
  expect(isJsonContentType(undefined)).toBe(false);
});

it("answers 415 for a missing content type", async () => {
  const req = fakeRequest({ body: "{}", headers: { "content-type": undefined } });
  expect(await readLeadBody(req, LIMIT)).toMatchObject({ kind: "refused", status: 415 });
});

it("answers 400 for invalid UTF-8 and for an empty body", async () => {
  const invalid = fakeRequest({ body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]) });
  expect(await readLeadBody(invalid, LIMIT)).toEqual({ kind: "refused", status: 400, message: "Malformed JSON." });
  expect(await readLeadBody(fakeRequest({ body: "" }), LIMIT)).toEqual({
    kind: "refused",
    status: 400,
    message: "Malformed JSON.",
  });
});

it("skips a byte-order mark", async () => {
  expect(await readLeadBody(fakeRequest({ body: '\uFEFF{"a":1}' }), LIMIT)).toEqual({ kind: "json", value: { a: 1 } });
});

it("answers 413 from the declared length before reading anything", async () => {
  const req = fakeRequest({ body: "{}", headers: { "content-length": String(LIMIT + 1) } });
  const read = jest.spyOn(req, "on");
  expect(await readLeadBody(req, LIMIT)).toMatchObject({ kind: "refused", status: 413 });
  expect(read).not.toHaveBeenCalled();
});

it("answers 413 when a body with a false length goes past the limit", async () => {
  const req = fakeRequest({ body: ['{"a":"', "x".repeat(LIMIT), '"}'], headers: { "content-length": "10" } });
  expect(await readLeadBody(req, LIMIT)).toMatchObject({ kind: "refused", status: 413 });
});

it("rejects when the client goes away mid-body", async () => {
  const stream = new Readable({ read() {} });
  const req = Object.assign(stream, { headers: { "content-type": "application/json" } });
  const pending = readLeadBody(req, LIMIT);
  stream.push('{"a":');
  stream.destroy(new Error("aborted"));
  await expect(pending).rejects.toThrow("aborted");
});

describe("a body another layer already read", () => {
  /** A request whose stream was read to the end by a parser that left `body` behind. */
  const consumed = async (body: unknown): Promise<BodySource> => {
    const stream = Readable.from([Buffer.from("already read")]);
    for await (const _chunk of stream);
    expect(stream.readableEnded).toBe(true);
    return Object.assign(stream, { headers: { "content-type": "application/json" }, body });
  };

  it("uses a parsed object, within the limit", async () => {
    expect(await readLeadBody(await consumed({ a: 1 }), LIMIT)).toEqual({ kind: "json", value: { a: 1 } });
    expect(await readLeadBody(await consumed({ a: "x".repeat(LIMIT) }), LIMIT)).toMatchObject({ status: 413 });
  });

  it("parses a raw Buffer or string", async () => {
    expect(await readLeadBody(await consumed(Buffer.from('{"a":1}')), LIMIT)).toEqual({
      kind: "json",
      value: { a: 1 },
    });
    expect(await readLeadBody(await consumed("{oops"), LIMIT)).toMatchObject({ kind: "refused", status: 400 });
  });

  it("treats nothing left as malformed", async () => {
    expect(await readLeadBody(await consumed(undefined), LIMIT)).toMatchObject({ kind: "refused", status: 400 });
  });
});

describe("form posts", () => {
  const form = (body: string | string[], headers = {}) =>
    fakeRequest({ body, headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

  it("parses urlencoded fields; a repeated name becomes a list in the order sent", async () => {
    expect(await readLeadBody(form("name=Ada+L%C3%B6velace&sectors=fintech&sectors=other&empty="), LIMIT)).toEqual({
      kind: "form",
      value: { name: "Ada Lövelace", sectors: ["fintech", "other"], empty: "" },
    });
  });

  it("keeps a field named __proto__ a plain field", async () => {
    const read = await readLeadBody(form("__proto__=x&a=1"), LIMIT);
    const value = "value" in read ? read.value : null;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value).toEqual({ ["__proto__"]: "x", a: "1" });
  });

  it("refuses a post with more fields than any form sends, before it builds them, and keeps every value up to it", async () => {
    // 64 KB of one name repeated: 32,768 fields, which a list copied at each repeat turned into seconds of work.
    expect(await readLeadBody(form("a&".repeat(32_768)), 64 * 1024)).toEqual({
      kind: "refused",
      status: 400,
      message: "The form post has more than 200 fields; no form of the site sends as many.",
    });
    const values = Array.from({ length: MAX_FORM_FIELDS }, (_, i) => `v${i}`);
    const read = await readLeadBody(form(values.map((value) => `a=${value}`).join("&")), 64 * 1024);
    expect(read).toEqual({ kind: "form", value: { a: values } });
  });

  it("applies the same size limit", async () => {
    expect(await readLeadBody(form(["a=", "x".repeat(LIMIT)]), LIMIT)).toMatchObject({ kind: "refused", status: 413 });
  });

  it("reads JSON as before and answers 415 for anything else, multipart included", async () => {
    expect(await readLeadBody(fakeRequest({ body: { a: 1 } }), LIMIT)).toEqual({ kind: "json", value: { a: 1 } });
    for (const type of ["multipart/form-data; boundary=x", "text/plain", undefined]) {
      const req = fakeRequest({ body: "a=1", headers: { "content-type": type } });
      expect(await readLeadBody(req, LIMIT)).toMatchObject({ kind: "refused", status: 415 });
    }
  });
});

describe("well-formed text", () => {
  it("replaces lone surrogates, in names and values at any depth, and keeps pairs", async () => {
    const body = '{"n\\ud800":"a\\udc00b","list":["\\ud83d\\ude00","\\ud83d"],"deep":{"x":"\\udfff"}}';
    expect(await readLeadBody(fakeRequest({ body }), 1000)).toEqual({
      kind: "json",
      value: { "n\ufffd": "a\ufffdb", list: ["\ud83d\ude00", "\ufffd"], deep: { x: "\ufffd" } },
    });
    expect(wellFormed(42)).toBe(42);
  });

  it("reads invalid UTF-8 in a form post as U+FFFD, never as a lone surrogate", async () => {
    const req = fakeRequest({
      body: "name=%ED%A0%80x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await readLeadBody(req, LIMIT)).toEqual({ kind: "form", value: { name: "\ufffd\ufffd\ufffdx" } });
  });
});
