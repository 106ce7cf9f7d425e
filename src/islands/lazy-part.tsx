import React, {
  Component,
  Suspense,
  lazy,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import styled from "styled-components";
import { loadChunk } from "./load-chunk";
import { recover, type Recovery } from "./recovery";
import { reportPartFailure } from "./report";

/**
 * The frame around a lazily loaded part: an element with no box of its own
 * (`display: contents`), whose id lets the part find its server HTML again.
 */
const Frame = styled.div`
  display: contents;
`;

/** What every lazily loaded part accepts besides its own props. */
export interface PartSlots {
  /** Shown while the code loads, where the server did not render the part (client-side renders). */
  loading?: ReactNode;
  /** Shown when the code cannot be loaded and there is no server HTML to keep. */
  unavailable?: ReactNode;
}

interface FrameProps {
  frameId: string;
  unavailable: ReactNode;
}

export interface LazyPartOptions<P> {
  /** The part's name, as in its chunk's name (`webpackChunkName`): used in logs and reports. */
  name: string;
  /** The `import()` of the part's module. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Resolves when the code should be fetched (a demand: ./demand.ts); at once by default. */
  when?: () => Promise<void>;
  /** What to do when the code cannot be loaded; the spec's rule by default. */
  recovery?: Recovery;
  /**
   * A part a visitor asked for and the server never renders (the contact dialog's form): drawn in one task as soon
   * as its code is here. React draws a part whose code arrives after its first render at retry priority, in 5 ms
   * slices with frames between them; at 4× CPU the contact form's first field came 500–700 ms after its code that
   * way (docs/visitor-speed.md). Not for a part in the server's HTML: an update above a boundary still hydrating
   * would make React discard that HTML.
   */
  urgent?: boolean;
}

/** The part's HTML as the visitor sees it now (the server's, before hydration), or null if it is not on the page. */
function markupOnPage(frameId: string): string | null {
  if (typeof document === "undefined") return null;
  const frame = document.getElementById(frameId);
  return frame ? frame.innerHTML : null;
}

/** The failure of one part: logged and reported once, then the part's recovery. */
function partFailed(name: string, error: unknown, recovery: Recovery): void {
  reportPartFailure(name, error);
  recover(recovery);
}

/** A chunk that could not be fetched (webpack's ChunkLoadError), as opposed to a bug in the part. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === "ChunkLoadError" || /loading (css )?chunk .* failed/i.test(error.message))
  );
}

interface BoundaryProps extends FrameProps {
  name: string;
  recovery: Recovery;
  children: ReactNode;
}

/**
 * Catches anything the part throws while rendering, so that it never unmounts
 * the page. It then keeps the part's HTML as the visitor last saw it: React
 * renders the boundary's failure state before it touches the DOM, so the frame
 * still holds that HTML when it is read here.
 */
export class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  private kept: string | null | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    partFailed(this.props.name, error, isChunkLoadError(error) ? this.props.recovery : "none");
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.kept === undefined) this.kept = markupOnPage(this.props.frameId);
    if (this.kept === null) return this.props.unavailable;
    return (
      <Frame id={this.props.frameId} data-lazy-part={this.props.name} dangerouslySetInnerHTML={{ __html: this.kept }} />
    );
  }
}

/**
 * A part of the page whose code is a chunk of its own, loaded when `when`
 * resolves. The returned component takes the part's props plus PartSlots.
 *
 * If the code cannot be loaded (after one retry, see load-chunk), the part
 * keeps what the visitor sees and the page carries on:
 * - during hydration, the part resolves to a frame holding the server HTML as
 *   it is (React hydrates an element with `dangerouslySetInnerHTML` without
 *   touching its content), so there is no hydration error and a form in it
 *   still posts natively. Rejecting instead would make React discard the
 *   server HTML, report a recoverable error and client-render the boundary;
 * - in a client-side render (nothing from the server), it shows `unavailable`.
 * The failure is logged and reported once, then `recovery` applies.
 */
export function lazyPart<P extends object>({
  name,
  load,
  when,
  recovery = "reload-path",
  urgent = false,
}: LazyPartOptions<P>): ComponentType<P & PartSlots> {
  function KeptMarkup({ frameId, unavailable }: FrameProps) {
    const [html] = useState(() => markupOnPage(frameId));
    if (html === null) return <>{unavailable}</>;
    return <Frame id={frameId} data-lazy-part={name} dangerouslySetInnerHTML={{ __html: html }} />;
  }

  type LazyProps = FrameProps & { partProps: P };
  // One load, shared by React.lazy and, for an urgent part, the update that draws it (see Part).
  let pending: Promise<{ default: ComponentType<LazyProps> }> | null = null;
  const loadPart = () => (pending ??= loadFramed());
  async function loadFramed(): Promise<{ default: ComponentType<LazyProps> }> {
    if (when) await when();
    try {
      const { default: Loaded } = await loadChunk(load);
      const Framed = ({ frameId, partProps }: LazyProps) => (
        <Frame id={frameId} data-lazy-part={name}>
          <Loaded {...partProps} />
        </Frame>
      );
      return { default: Framed };
    } catch (error) {
      partFailed(name, error, recovery);
      return { default: KeptMarkup };
    }
  }
  const Lazy = lazy(loadPart);

  // An urgent part's ordinary update once its code is here: the boundary above tries its content again at that
  // update's priority, in one task, ahead of React's own retry (which then finds nothing left to do). Chosen once
  // per part, so every other part renders with no hook of it.
  function useDrawnOnArrival(): void {
    const [, setArrived] = useState(false);
    useEffect(() => {
      void loadPart().then(() => setArrived(true));
    }, []);
  }
  const useArrival = urgent ? useDrawnOnArrival : () => undefined;

  function Part({ loading = null, unavailable = null, ...props }: P & PartSlots) {
    const frameId = useId();
    useArrival();
    return (
      <PartBoundary name={name} frameId={frameId} recovery={recovery} unavailable={unavailable}>
        <Suspense fallback={loading}>
          <Lazy partProps={props as P} frameId={frameId} unavailable={unavailable} />
        </Suspense>
      </PartBoundary>
    );
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}
