/**
 * A process whose clock is off, for tests of several servers sharing one store: preloaded with
 *   NODE_OPTIONS="--import <this file>" CLOCK_SKEW_MS=60000
 * it moves `Date.now()` and `new Date()` by CLOCK_SKEW_MS, as a machine whose clock runs ahead (or behind,
 * negative) would. Timers and performance.now() (monotonic) are left as they are, as on such a machine.
 */
const skew = Number(process.env.CLOCK_SKEW_MS ?? 0);
const RealDate = Date;

class SkewedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + skew);
    else super(...args);
  }

  static now() {
    return RealDate.now() + skew;
  }
}

globalThis.Date = SkewedDate;
