/**
 * @jest-environment node
 */
import { describeOutbox } from "../../../../tests/support/leads/outbox-suite";
import { fileStorePair } from "../../../../tests/support/leads/fakes";

describeOutbox("file store", fileStorePair);
