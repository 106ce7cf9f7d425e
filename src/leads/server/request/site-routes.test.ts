/**
 * @jest-environment node
 */
import { describeSiteRoutes } from "../../../../tests/support/leads/site-routes-suite";
import { fileStorePair } from "../../../../tests/support/leads/fakes";

describeSiteRoutes("file store", fileStorePair);
