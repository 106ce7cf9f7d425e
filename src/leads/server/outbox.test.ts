/**
 * @jest-environment node
 */
import { describeOutbox } from "./outbox.test-suite";
import { fileStorePair } from "./test-support";

describeOutbox("file store", fileStorePair);
