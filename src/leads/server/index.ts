/**
 * Lead capture's server side, as the rest of the site uses it: the production
 * server (src/server), the Gatsby Functions (src/api), the security report
 * endpoint (src/security) and the leads:* commands enter here and nowhere else.
 */
export { LEAD_FORMS, MAX_LEAD_BODY_BYTES, leadForm, type LeadFormName } from "../shared/lead-forms";
export { type LeadReply, refused, reply } from "./request/answer";
export {
  NO_PROXY,
  type ProxySettings,
  clientAddressOf,
  fromTrustedProxy,
  normalizeAddress,
  rateLimitSubject,
} from "./request/client-address";
export { type Env, type LeadsConfig, type RateLimitConfig, loadLeadsConfig, runtimeEnv } from "./config";
export { leadsToCsv, toCsv } from "./store/csv";
export { explain } from "./explain";
export { answerMode } from "./request/form-post";
export { LEAD_FUNCTION_CONFIG, leadFunction, siteRouteFunction } from "./request/gatsby-function";
export { migrate } from "./store/migrations";
export {
  closeSharedLeadStores,
  openLeadStore,
  processWide,
  sharedLeadStore,
  sharedRateLimiter,
} from "./store/open-store";
export { readiness } from "./delivery/health";
export { createOutbox, sendableDestinations } from "./delivery/outbox";
export { createPgPool } from "./store/pg-client";
export { describeDatabase } from "./store/pg-store";
export type { RateLimiter } from "./request/rate-limiter";
export { BODY_MESSAGES, type BodySource, collect } from "./request/request-body";
export { type LeadRequest, handleLeadRequest } from "./request/route";
export { rateLimitKey } from "./signing";
export { SITE_ROUTES } from "./request/site-routes";
export { type LeadStore, fileStoreAdvice, leadsWithDeliveries } from "./store/store";
export {
  type SubjectData,
  describeErasure,
  describeNotIncluded,
  eraseSubject,
  findSubject,
  subjectExport,
} from "./store/subject";
export type { ConsentRecord, LeadRecord } from "./types";
export { type LeadWorker, purgeExpiredLeads, retentionCutoff, startLeadWorker } from "./delivery/worker";
