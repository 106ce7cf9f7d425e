/**
 * The editor's own widgets (named in src/cms/config.ts WIDGETS), made for Decap's React with its
 * createElement and createClass:
 *   counted-string, counted-text  Decap's text fields with a live "54 / 170" counter under them (and, for a
 *                                 hero paragraph, its lines on a phone), refusing what the build refuses
 *   day                           a date typed as year-month-day, as the hint shows, saved as typed
 *   web-address                   the page's address: set from the title while the page is new,
 *                                 checked against every page that could have it, and for a
 *                                 published page changed only on purpose (the old address then
 *                                 redirects: the preSave listener in index.ts adds it to previousSlugs)
 * Rules and sentences come from the build's own modules, so the editor refuses what the build would.
 */
import { WIDGETS } from "../config";
import { isValidDate, phoneLinesProblem, sentenceCount, sentencesProblem } from "../../node/schema-builder";
import { phoneLines } from "../../node/phone-lines";
import { dateProblem, goesLiveNote, isoDay, slugFromTitle } from "../../node/publishing-rules";
import {
  type Claim,
  addressOf,
  addressProblem,
  claimsOf,
  collectionsSharingAddresses,
  kindOfCollection,
  slugOfEntry,
} from "./address-book";
import type { ClassInstance, ControlProps, CreateElement, DecapCms, ImmutableLike, WidgetValidity } from "./decap";

type CreateClass = (spec: object) => unknown;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const custom = (message: string): WidgetValidity => ({ error: { type: "CUSTOM", message } });

/* ------------------------------------------------------------------------------ counters */

/** Characters as the validator counts them: without surrounding spaces. */
export const counterText = (value: unknown, max: number) => `${text(value).trim().length} / ${max}`;

/** A hero paragraph's lines on a phone, beside its counter: "3 of 4 lines on a phone". */
export const phoneLinesText = (value: unknown, max: number) =>
  `${phoneLines(text(value).trim())} of ${max} lines on a phone`;

/** A hero paragraph's rules beyond its length (config.ts: `max_phone_lines`, `max_sentences`), in the build's words. */
export function paragraphValidity(
  value: unknown,
  label: string,
  rules: { maxPhoneLines?: number; maxSentences?: number; sentencesReason?: string },
): WidgetValidity {
  const paragraph = text(value).trim();
  if (!paragraph) return true;
  const lines = phoneLines(paragraph);
  if (rules.maxPhoneLines !== undefined && lines > rules.maxPhoneLines)
    return custom(`${label} ${phoneLinesProblem(lines, rules.maxPhoneLines, paragraph.length)}.`);
  const sentences = sentenceCount(paragraph);
  if (rules.maxSentences !== undefined && sentences > rules.maxSentences)
    return custom(`${label} ${sentencesProblem(sentences, rules)}.`);
  return true;
}

const numberOption = (field: ImmutableLike, key: string) => {
  const value = field.get(key);
  return typeof value === "number" ? value : undefined;
};

function countedWidget(cms: DecapCms, h: CreateElement, createClass: CreateClass, base: "string" | "text") {
  const inner = cms.getWidget(base);
  if (!inner) throw new Error(`Decap has no ${base} widget`);
  type Counted = ClassInstance<ControlProps, object> & { inner?: { isValid?: () => WidgetValidity } };
  return {
    control: createClass({
      isValid(this: Counted) {
        const own = this.inner?.isValid ? this.inner.isValid() : true;
        if (own !== true) return own;
        const { field, value } = this.props;
        const reason = field.get("sentences_reason");
        return paragraphValidity(value, String(field.get("label")), {
          maxPhoneLines: numberOption(field, "max_phone_lines"),
          maxSentences: numberOption(field, "max_sentences"),
          sentencesReason: typeof reason === "string" ? reason : undefined,
        });
      },
      render(this: Counted) {
        const max = Number(this.props.field.get("max_length"));
        const maxLines = numberOption(this.props.field, "max_phone_lines");
        const over = text(this.props.value).trim().length > max;
        const tooManyLines = maxLines !== undefined && phoneLines(text(this.props.value).trim()) > maxLines;
        return h(
          "div",
          { className: "counted-field" },
          h(inner.control, { ...this.props, ref: (control: Counted["inner"]) => (this.inner = control ?? undefined) }),
          h(
            "div",
            { className: "field-counters" },
            maxLines === undefined
              ? null
              : h(
                  "p",
                  {
                    className: "field-counter",
                    "data-over": tooManyLines ? "true" : "false",
                    "data-lines-for": this.props.forID,
                  },
                  phoneLinesText(this.props.value, maxLines),
                ),
            h(
              "p",
              {
                className: "field-counter",
                "data-over": over ? "true" : "false",
                "data-counter-for": this.props.forID,
              },
              counterText(this.props.value, max),
            ),
          ),
        );
      },
    }),
    preview: inner.preview,
  };
}

/* ----------------------------------------------------------------------------------- day */

/**
 * The date rules' inputs: the founding year the admin page was built with (content/site.json) and
 * today. Without a founding year (a broken site.json) only the year-ahead rule applies here; the
 * build still checks both.
 */
export function dayValidity(
  value: unknown,
  label: string,
  foundedYear: number | undefined,
  today: Date,
): WidgetValidity {
  const day = text(value);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return true; // empty or mistyped: the required rule and the pattern answer
  if (!isValidDate(day)) return custom(`${label} must be a date like 2024-05-31, got "${day}".`);
  const problem = dateProblem(day, { foundedYear: foundedYear ?? 0, today });
  return problem ? custom(`${label} ${problem}.`) : true;
}

function dayWidget(h: CreateElement, createClass: CreateClass, foundedYear: number | undefined) {
  type Day = ClassInstance<ControlProps, object>;
  return createClass({
    isValid(this: Day) {
      return dayValidity(this.props.value, String(this.props.field.get("label")), foundedYear, new Date());
    },
    render(this: Day) {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      // Existing posts written by hand hold the date as text; a timestamp from elsewhere shows as its day.
      const shown = value instanceof Date ? isoDay(value) : text(value);
      // A post dated ahead is built unpublished until that day (the build's SCHEDULED_POST): say when it goes live.
      const note = this.props.collection.get("name") === "blog" ? goesLiveNote(shown, new Date()) : null;
      const field = h(
        "div",
        { className: `${classNameWrapper} day-field` },
        h("input", {
          id: forID,
          type: "text",
          inputMode: "numeric",
          autoComplete: "off",
          placeholder: "2024-05-31",
          value: shown,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value.trim()),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
        h("button", { type: "button", onClick: () => onChange(isoDay(new Date())) }, "Today"),
      );
      return note ? h("div", null, field, h("p", { className: "day-note", role: "note" }, note)) : field;
    },
  });
}

/* --------------------------------------------------------------------------- web address */

/** Each page's address when it was opened: the preSave listener compares the saved one with it. */
export const OPENED_ADDRESSES = new Map<string, string>();
export const entryKey = (entry: ImmutableLike) => `${String(entry.get("collection"))}:${String(entry.get("path"))}`;

interface AddressState {
  claims: Claim[] | null;
  editing: boolean;
  /** The marketer typed the address of a new page: it no longer follows the title. */
  typed: boolean;
}

function webAddressWidget(h: CreateElement, createClass: CreateClass) {
  type Address = ClassInstance<ControlProps, AddressState> & {
    /** The slug the page was opened with ("" for a new page), and the field's value then. */
    opened: string;
    openedValue: unknown;
    loading?: Promise<Claim[]>;
    followTitle(): void;
    unfollow?: () => void;
  };
  const isNew = (self: Address) => Boolean(self.props.getEntry().get("newRecord"));
  const collectionName = (self: Address) => String(self.props.collection.get("name"));
  const slugNow = (self: Address) => text(self.props.value) || self.opened;
  const addressNow = (self: Address) => {
    const kind = kindOfCollection(collectionName(self));
    const slug = slugNow(self);
    return kind && slug ? addressOf(kind, slug, self.props.getEntry().getIn(["data", "section"])) : null;
  };

  return createClass({
    getInitialState(this: Address): AddressState {
      return { claims: null, editing: false, typed: false };
    },

    componentDidMount(this: Address) {
      const entry = this.props.getEntry();
      // A post without a slug of its own is at its folder's name.
      this.opened = isNew(this) ? "" : slugOfEntry({ path: text(entry.get("path")), data: { slug: this.props.value } });
      this.openedValue = this.props.value;
      if (!isNew(this)) OPENED_ADDRESSES.set(entryKey(entry), this.opened);
      const collections = collectionsSharingAddresses(collectionName(this));
      this.loading = Promise.all(
        collections.map(async (name) => {
          const identifier = name === collectionName(this) ? this.props.collection.get("identifier_field") : null;
          const searchField = typeof identifier === "string" ? identifier : "title";
          // "" finds every entry; each collection is searched by a field all its entries have.
          const result = await this.props.query(`${this.props.forID}-${name}`, name, [searchField], "");
          return claimsOf(name, result.payload?.hits ?? []);
        }),
      ).then((lists) => {
        const claims = lists.flat();
        this.setState({ claims });
        return claims;
      });
      if (isNew(this)) {
        // Decap does not re-render one field when another changes: follow the title as it is typed.
        const listener = () => setTimeout(() => this.followTitle());
        document.addEventListener("input", listener);
        this.unfollow = () => document.removeEventListener("input", listener);
        this.followTitle();
      }
    },

    componentWillUnmount(this: Address) {
      this.unfollow?.();
    },

    followTitle(this: Address) {
      if (!isNew(this) || this.state.typed) return;
      const identifier = this.props.collection.get("identifier_field");
      const title = text(this.props.getEntry().getIn(["data", typeof identifier === "string" ? identifier : "title"]));
      const slug = slugFromTitle(title);
      if (slug !== text(this.props.value)) this.props.onChange(slug);
    },

    isValid(this: Address): WidgetValidity | Promise<void> {
      const label = String(this.props.field.get("label"));
      if (!slugNow(this)) {
        return isNew(this)
          ? {
              error: {
                type: "PRESENCE",
                message: this.props.t("editor.editorControlPane.widget.required", { fieldLabel: label }),
              },
            }
          : true;
      }
      const address = addressNow(this);
      if (!address) return true;
      const own = isNew(this) ? undefined : String(this.props.getEntry().get("path"));
      const check = (claims: Claim[]) => addressProblem(address, claims, own);
      if (this.state.claims) {
        const problem = check(this.state.claims);
        return problem ? custom(problem) : true;
      }
      // The other pages are still loading: Decap waits for this answer, then validates again
      // (it shows a refusal as "<label> - <reason>.").
      return this.loading!.then((claims) => {
        const problem = check(claims);
        return problem ? Promise.reject(problem.replace(/\.$/, "")) : undefined;
      });
    },

    /** What Decap's required and pattern rules check: a post without a slug of its own is at its folder's name. */
    getValidateValue(this: Address) {
      return slugNow(this);
    },

    shouldComponentUpdate() {
      return true;
    },

    render(this: Address) {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const address = addressNow(this);
      const opened = this.opened ? addressOf(kindOfCollection(collectionName(this))!, this.opened) : null;
      const editable = isNew(this) || this.state.editing;
      const input = h("input", {
        id: forID,
        type: "text",
        autoComplete: "off",
        spellCheck: false,
        value: text(value) || (editable && !isNew(this) ? this.opened : ""),
        onChange: (event: { target: { value: string } }) => {
          this.setState({ typed: true });
          onChange(event.target.value.trim().toLowerCase());
        },
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
      const shown = h("p", { className: "web-address-shown" }, address ?? "—");
      if (isNew(this))
        return h(
          "div",
          { className: `${classNameWrapper} web-address` },
          input,
          h("p", { className: "web-address-note" }, "The page will be at ", h("strong", null, address ?? "…")),
        );
      if (!editable)
        return h(
          "div",
          { className: `${classNameWrapper} web-address` },
          shown,
          h(
            "button",
            { type: "button", className: "web-address-change", onClick: () => this.setState({ editing: true }) },
            "Change web address",
          ),
        );
      const moved = opened && address && address !== opened;
      return h(
        "div",
        { className: `${classNameWrapper} web-address` },
        input,
        h(
          "p",
          { className: "web-address-note", role: "note" },
          moved
            ? `Once you publish, the page moves to ${address} and its old address ${opened} sends visitors and search engines to it.`
            : `Visitors and search engines know this page at ${opened}. Type its new address; the old one will send them to it.`,
        ),
        h(
          "button",
          {
            type: "button",
            className: "web-address-keep",
            onClick: () => {
              this.setState({ editing: false });
              onChange(this.openedValue);
            },
          },
          `Keep ${opened}`,
        ),
      );
    },
  });
}

/** Registers the widgets on the editor. `foundedYear` comes from content/site.json when the admin page is built. */
export function registerWidgets(cms: DecapCms, h: CreateElement, createClass: CreateClass, foundedYear?: number) {
  for (const [name, base] of [
    [WIDGETS.countedString, "string"],
    [WIDGETS.countedText, "text"],
  ] as const) {
    const counted = countedWidget(cms, h, createClass, base);
    cms.registerWidget(name, counted.control, counted.preview);
  }
  cms.registerWidget(WIDGETS.day, dayWidget(h, createClass, foundedYear), cms.getWidget("string")?.preview);
  cms.registerWidget(WIDGETS.webAddress, webAddressWidget(h, createClass), cms.getWidget("string")?.preview);
}
