/**
 * The parts of the standalone Decap CMS bundle (window.CMS, window.h, window.createClass) the admin
 * page's scripts use, typed as far as they use them. Decap carries its own React: components for it
 * are made with its createElement (`h`) and createClass, never with the site's React.
 */

/** Decap's Immutable.js maps and lists, as far as the widgets read them. */
export interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  set(key: string, value: unknown): ImmutableLike;
  toJS(): unknown;
}

export type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** A widget's validation answer: valid, or one error Decap shows under the field. */
export type WidgetValidity = boolean | { error: { type: "PRESENCE" | "PATTERN" | "CUSTOM"; message: string } };

/** What Decap hands a widget's control (src/components/Editor/EditorControlPane/Widget.js). */
export interface ControlProps {
  value: unknown;
  onChange(value: unknown): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: ImmutableLike;
  collection: ImmutableLike;
  /** The entry being edited, read live from Decap's store. */
  getEntry(): ImmutableLike;
  /** Searches a collection's entries; "" finds every one (the relation widget's initial load). */
  query(
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
  ): Promise<{ payload?: { hits?: EntryHit[] } }>;
  t(key: string, values?: Record<string, unknown>): string;
}

/** One entry as a query returns it. */
export interface EntryHit {
  path: string;
  slug: string;
  data: Record<string, unknown>;
}

/** A class component made with createClass: `this.props`, `this.state`, `this.setState`. */
export interface ClassInstance<P, S> {
  props: P;
  state: S;
  setState(state: Partial<S>): void;
}

export interface WidgetDefinition {
  control: unknown;
  preview: unknown;
}

export interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerPreviewStyle(url: string): void;
  registerLocale(locale: string, phrases: unknown): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: unknown, fieldNames?: string[]): string },
  ): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  /** A block of the Markdown editor's text with fields of its own (a chart). */
  registerEditorComponent(component: object): void;
  getWidget(name: string): WidgetDefinition | undefined;
  registerEventListener(listener: {
    name: "preSave" | "postSave";
    handler(event: { entry: ImmutableLike }): ImmutableLike | undefined | Promise<ImmutableLike | undefined>;
  }): void;
  getBackend(name: string): { init(...args: unknown[]): unknown } | undefined;
  getLocale(locale: string): Record<string, unknown> | undefined;
}

export interface PreviewProps {
  entry: { get(key: "data"): { toJS(): Record<string, unknown> } };
  getAsset: (path: string) => { toString(): string } | undefined;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
    h?: CreateElement;
    createClass?: (spec: object) => unknown;
  }
}
