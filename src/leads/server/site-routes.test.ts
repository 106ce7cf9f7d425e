/**
 * @jest-environment node
 */
import { describeSiteRoutes } from "./site-routes.test-suite";
import { fileStorePair } from "./test-support";

describeSiteRoutes("file store", fileStorePair);
