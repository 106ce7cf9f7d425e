/**
 * @jest-environment node
 */
import { describeLeadStoreContract } from "../../../../tests/support/leads/store-contract-suite";
import { fileStorePair } from "../../../../tests/support/leads/fakes";

describeLeadStoreContract("file store", fileStorePair);
