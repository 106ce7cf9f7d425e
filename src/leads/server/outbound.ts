/**
 * The one way lead capture makes an HTTP request (the webhook, Turnstile's siteverify): it cannot be
 * turned elsewhere. Node's http client follows no redirect (a 3xx is answered as it is), the address a
 * name resolves to is checked before connecting (no loopback, private or link-local target unless
 * allowed), the whole exchange is bounded by `timeoutMs`, and at most 64 KB of the answer is read.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { type LookupFunction, isIP } from "node:net";
import { LeadsError, timeoutError } from "./explain";
import { isPrivateAddress } from "./request/client-address";

export interface OutboundRequest {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Loopback, private and link-local targets allowed. */
  allowPrivate: boolean;
  /** Aborting it destroys the request at once (a try's deadline, delivery/deadline.ts). */
  signal?: AbortSignal;
}

const MAX_ANSWER_BYTES = 64 * 1024;

/** dns.lookup, refusing a private address unless allowed (a host name must not lead where a literal may not). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      const refused = error ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (error || (refused && !allowPrivate)) {
        const reason = new LeadsError(
          "EPRIVATE",
          `${hostname} resolves to ${refused?.address}, a private, loopback or link-local address`,
        );
        callback(error ?? reason, []);
      } else if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** POSTs `body` once: resolves to the answer's status and text, rejects with an explained error. */
export function postOutbound(url: URL, request: OutboundRequest): Promise<{ status: number; text: string }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) && isPrivateAddress(host) && !request.allowPrivate) {
    return Promise.reject(new LeadsError("EPRIVATE", `${host} is a private, loopback or link-local address`));
  }
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request(
      url,
      {
        method: "POST",
        headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)) },
        lookup: guardedLookup(request.allowPrivate),
        signal: request.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        // It counts once it has all arrived.
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    const timer = setTimeout(() => outgoing.destroy(timeoutError("no answer", request.timeoutMs)), request.timeoutMs);
    outgoing.on("close", () => clearTimeout(timer));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}
