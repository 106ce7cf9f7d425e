/**
 * styled-components' server-rendered CSS stays where the browser first parsed it.
 *
 * gatsby-plugin-styled-components writes every page's rules into one
 * `<style data-styled>` whose text interleaves the rules with markers
 * (`data-styled.g12[id="Header__Bar-sc-1"]{content:"kTzvU,"}`) naming the class
 * names of each component. When the app starts, styled-components reads that
 * tag, registers the names, re-inserts every rule one by one into a new sheet
 * and removes the original: the CSS is parsed a second time and the browser
 * recalculates the style of the whole page (6–11 ms on a desktop CPU, four
 * times that on Lighthouse's phone).
 *
 * onPreRenderHTML (gatsby-ssr) splits the tag in two: the rules in a plain
 * `<style data-styled-ssr>` that styled-components never touches, followed by
 * the `<style data-styled>` with only the markers. styled-components still
 * registers every name (so it inserts nothing the server already rendered),
 * re-inserts no rule and removes a tag of markers that match no element. Rules
 * it inserts later (new props, a lazily loaded component, another page's
 * components) go to its own tag, placed after the markers and so after every
 * server rule.
 *
 * The one ordering that differs from a single sheet: a server-rendered
 * component extending another (`styled(Base)`) whose base renders with new
 * props on the client would see the base's new rule placed after its own. No
 * extension in this site overrides a property its base varies by props; keep
 * it that way (docs/quality-gates.md).
 */
import React from "react";

export const SERVER_RULES_ATTRIBUTE = "data-styled-ssr";

/** styled-components' separator between rules and markers in its server CSS. */
const SEPARATOR = "/*!sc*/\n";
/** One marker: the group, the component id and the class names it rendered. */
const MARKER = /^data-styled\.g\d+\[id="[\w-]+"\]\{content:"[^"]*"\}$/;

/** The server CSS split into the rules and the markers (each marker still followed by its separator). */
export function splitServerCss(css: string): { rules: string; markers: string } {
  let rules = "";
  let markers = "";
  for (const part of css.split(SEPARATOR)) {
    const text = part.trim();
    if (!text) continue;
    if (MARKER.test(text)) markers += text + SEPARATOR;
    else rules += text;
  }
  return { rules, markers };
}

interface StyleProps {
  "data-styled"?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/** The head components with styled-components' server tag split into rules and markers; others unchanged. */
export function splitStyledComponentsSheet(components: React.ReactNode[]): React.ReactNode[] {
  return components.flat(Infinity as 1).flatMap((component): React.ReactNode[] => {
    if (!React.isValidElement<StyleProps>(component) || component.type !== "style") return [component];
    const { props } = component;
    const css = props.dangerouslySetInnerHTML?.__html;
    if (props["data-styled"] === undefined || typeof css !== "string") return [component];
    const { rules, markers } = splitServerCss(css);
    return [
      <style
        key="styled-components-rules"
        {...{ [SERVER_RULES_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: rules }}
      />,
      React.cloneElement(component, { dangerouslySetInnerHTML: { __html: markers } }),
    ];
  });
}
