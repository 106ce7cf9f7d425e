/**
 * What unit tests wait for, and how long: each bound is the longest the thing itself takes on the
 * project's loaded two-core test machine with room to spare, so a wait that fails names what never came
 * instead of running into the test's own timeout. Measured under `npm run test:unit` beside a full build
 * (load average 15): a form's whole flow with user-event typing 25 s, a lead command 10 s.
 */

/**
 * A page in jsdom showing what comes next (`findBy…`, `waitFor`): a lazily loaded part's code, compiled by
 * Babel on its first import (up to several seconds when the machine is busy), a form's reply and re-render.
 */
export const RENDER_WAIT_MS = 15_000;

/** One lead command run as its own process: Node.js and tsx starting, the command, its exit. */
export const COMMAND_WAIT_MS = 60_000;
