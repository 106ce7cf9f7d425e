import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { failOnConsole } from "./src/testing/console";
import { RENDER_WAIT_MS } from "./src/testing/waits";

// findBy… and waitFor wait for what the page does next: a lazily loaded part's code (compiled on its first
// import, seconds on a loaded machine), a form's reply and re-render. Testing Library's default is 1 s.
configure({ asyncUtilTimeout: RENDER_WAIT_MS });

// A warning or error a test did not expect (React's, a library's, the code's own) fails the test.
failOnConsole();
