/** The emblems of the pages' subjects (a pen, an atom, a truck…), drawn on each page's illustration. */
import { circle, el, path_, stroke } from "../kit";
import { C, rect } from "./parts";

/* Each draws its subject in a 100×100 box, as strokes (the emblem sets colour and width). */

/** Each subject's glyph, by name. */
export const GLYPHS: Record<string, string> = {
  pen: stroke("M20 80 L30 50 L62 18 L82 38 L50 70 Z M20 80 L40 74 M56 24 L76 44 M30 50 L50 70", C.deep, 8),
  components: [
    rect(12, 12, 32, 32, 6, "none"),
    circle(72, 28, 16, "none"),
    path_("M12 88 L28 58 L44 88 Z"),
    rect(56, 56, 32, 32, 16, "none"),
  ].join(""),
  thumb: [rect(28, 8, 44, 84, 10, "none"), path_("M40 78 h20"), path_("M50 56 a14 14 0 1 1 14 -14")].join(""),
  research: [
    circle(42, 42, 24, "none"),
    path_("M60 60 L86 86"),
    circle(42, 36, 7, "none"),
    path_("M30 54 a12 10 0 0 1 24 0"),
  ].join(""),
  dashboard: [rect(8, 16, 84, 68, 8, "none"), path_("M30 16 V84 M40 34 h40 M40 50 h26 M40 66 h34")].join(""),
  spark: [
    path_("M50 10 L58 40 L88 50 L58 60 L50 90 L42 60 L12 50 L42 40 Z"),
    circle(82, 18, 5, "none"),
    circle(18, 82, 5, "none"),
  ].join(""),
  puzzle: path_("M14 30 h22 a10 10 0 1 1 20 0 h22 v22 a10 10 0 1 0 0 20 v20 h-64 z"),
  bag: [path_("M20 34 h60 l-6 54 h-48 z"), path_("M36 34 v-8 a14 14 0 0 1 28 0 v8"), path_("M40 56 h20")].join(""),
  tower: [
    path_("M22 88 V28 L50 12 L78 28 V88 Z"),
    path_("M36 40 h8 M56 40 h8 M36 56 h8 M56 56 h8 M44 88 v-16 h12 v16"),
  ].join(""),
  chip: [
    rect(28, 28, 44, 44, 6, "none"),
    path_("M40 28 V14 M60 28 V14 M40 72 V86 M60 72 V86 M28 40 H14 M28 60 H14 M72 40 H86 M72 60 H86"),
    circle(50, 50, 6, "none"),
  ].join(""),
  awning: [
    path_("M12 36 L20 14 H80 L88 36 Z"),
    path_("M12 36 a10 10 0 0 0 19 0 a10 10 0 0 0 19 0 a10 10 0 0 0 19 0 a10 10 0 0 0 19 0"),
    path_("M18 46 V88 H82 V46 M40 88 V64 H60 V88"),
  ].join(""),
  phoneCode: [rect(26, 8, 48, 84, 10, "none"), path_("M42 40 l-8 10 8 10 M58 40 l8 10 -8 10")].join(""),
  rocket: [
    path_("M50 10 C70 26 72 50 62 70 H38 C28 50 30 26 50 10 Z"),
    circle(50, 40, 7, "none"),
    path_("M38 70 L26 84 L40 80 M62 70 L74 84 L60 80 M44 82 L50 92 L56 82"),
  ].join(""),
  globeClock: [
    circle(44, 50, 32, "none"),
    path_("M12 50 H76 M44 18 C30 34 30 66 44 82 M44 18 C58 34 58 66 44 82"),
    circle(76, 76, 16, "none"),
    path_("M76 68 V76 L82 80"),
  ].join(""),
  cloudLayers: [
    path_("M26 52 a16 16 0 0 1 4 -31 a20 20 0 0 1 38 6 a13 13 0 0 1 6 25 Z"),
    path_("M24 66 H76 M30 80 H70"),
  ].join(""),
  browserCode: [
    rect(8, 14, 84, 72, 8, "none"),
    path_("M8 32 H92"),
    path_("M40 50 l-10 10 10 10 M60 50 l10 10 -10 10"),
  ].join(""),
  wrench: path_("M62 14 a20 20 0 0 0 -20 28 L14 70 a8 8 0 0 0 12 12 L54 58 a20 20 0 0 0 28 -20 L70 46 L58 42 L54 30 Z"),
  loop: [
    path_("M78 40 A30 30 0 0 0 22 46"),
    path_("M22 60 A30 30 0 0 0 78 54"),
    path_("M78 24 V40 H62 M22 76 V60 H38"),
  ].join(""),
  checklist: [
    rect(16, 10, 68, 80, 8, "none"),
    path_("M28 34 l6 6 10 -12 M52 34 H72 M28 58 l6 6 10 -12 M52 58 H72 M28 78 H44 M52 78 H72"),
  ].join(""),
  rings: [circle(36, 50, 22, "none"), circle(64, 50, 22, "none")].join(""),
  peoplePlus: [circle(36, 34, 14, "none"), path_("M12 86 a24 24 0 0 1 48 0"), path_("M76 30 V58 M62 44 H90")].join(""),
  flutter: path_("M58 10 L22 46 L34 58 L82 10 Z M58 50 L34 74 L58 94 H82 L58 74 L82 50 Z"),
  hexagon: [path_("M50 8 L86 29 V71 L50 92 L14 71 V29 Z"), path_("M38 38 V62 L50 68 L62 62 M62 38 L50 32")].join(""),
  python: [
    path_("M48 12 H36 a12 12 0 0 0 -12 12 V40 H56 M44 52 H24 a12 12 0 0 0 -12 12 V72"),
    path_("M52 88 H64 a12 12 0 0 0 12 -12 V60 H44 M56 48 H76 a12 12 0 0 0 12 -12 V28"),
    circle(38, 24, 3, "none"),
    circle(62, 76, 3, "none"),
  ].join(""),
  atom: [
    el("ellipse", { cx: 50, cy: 50, rx: 40, ry: 15 }),
    el("ellipse", { cx: 50, cy: 50, rx: 40, ry: 15, transform: "rotate(60 50 50)" }),
    el("ellipse", { cx: 50, cy: 50, rx: 40, ry: 15, transform: "rotate(120 50 50)" }),
    circle(50, 50, 5, "none"),
  ].join(""),
  atomPhone: [
    rect(30, 8, 40, 84, 9, "none"),
    el("ellipse", { cx: 50, cy: 50, rx: 26, ry: 10 }),
    el("ellipse", { cx: 50, cy: 50, rx: 26, ry: 10, transform: "rotate(60 50 50)" }),
    el("ellipse", { cx: 50, cy: 50, rx: 26, ry: 10, transform: "rotate(120 50 50)" }),
  ].join(""),
  rails: path_("M14 84 L38 14 M86 84 L62 14 M22 62 H78 M28 42 H72 M33 26 H67"),
  coinChart: [
    circle(34, 62, 22, "none"),
    path_("M34 52 V72 M28 56 h9 a4 4 0 0 1 0 8 h-6 a4 4 0 0 0 0 8 h9"),
    path_("M56 40 L70 26 L80 34 L92 16"),
  ].join(""),
  priceTag: [path_("M12 16 V48 L52 88 L88 52 L48 12 H16 Z"), circle(32, 32, 7, "none"), path_("M44 58 L58 44")].join(
    "",
  ),
  heartPulse: [
    path_("M50 86 C18 64 10 46 18 30 C26 16 44 16 50 30 C56 16 74 16 82 30 C90 46 82 64 50 86 Z"),
    path_("M24 52 H38 L44 40 L52 64 L58 50 H76"),
  ].join(""),
  scales: [
    path_("M50 14 V86 M30 86 H70 M18 28 H82"),
    path_("M18 28 L8 54 a12 10 0 0 0 22 0 Z M82 28 L72 54 a12 10 0 0 0 22 0 Z"),
  ].join(""),
  houseKey: [path_("M14 48 L44 20 L74 48 V84 H14 Z"), circle(72, 70, 10, "none"), path_("M62 70 H40 M48 70 V78")].join(
    "",
  ),
  truck: [
    path_("M8 28 H60 V72 H8 Z M60 42 H78 L90 56 V72 H60"),
    circle(26, 76, 8, "none"),
    circle(74, 76, 8, "none"),
  ].join(""),
  fuse: [
    path_("M12 24 H40 M12 50 H40 M12 76 H40"),
    path_("M40 24 C60 24 56 50 76 50 M40 76 C60 76 56 50 76 50 M40 50 H76"),
    path_("M76 36 L90 50 L76 64"),
  ].join(""),
  slabs: path_("M10 86 L30 24 L44 86 Z M38 86 L58 14 L74 86 Z M66 86 L80 40 L92 86 Z"),
  chat: [path_("M12 20 H66 V56 H34 L20 68 V56 H12 Z"), path_("M44 64 V74 H72 L84 84 V74 H90 V40 H74")].join(""),
  handshakeArrows: [
    circle(28, 34, 12, "none"),
    circle(72, 34, 12, "none"),
    path_("M10 82 a18 18 0 0 1 36 0 M54 82 a18 18 0 0 1 36 0"),
    path_("M40 56 H60 M54 50 L60 56 L54 62"),
  ].join(""),
  seedling: [
    path_("M50 90 V46"),
    path_("M50 56 C50 36 34 26 16 28 C16 46 30 56 50 56 Z"),
    path_("M50 46 C50 28 64 16 84 18 C84 36 70 46 50 46 Z"),
    path_("M26 90 H74"),
  ].join(""),
  formSend: [
    rect(10, 12, 56, 76, 8, "none"),
    path_("M22 32 H54 M22 48 H54 M22 64 H40"),
    path_("M60 62 L92 46 L80 84 L70 70 Z"),
  ].join(""),
  gallery: [
    rect(10, 10, 36, 36, 6, "none"),
    rect(54, 10, 36, 36, 6, "none"),
    rect(10, 54, 36, 36, 6, "none"),
    rect(54, 54, 36, 36, 6, "none"),
    path_("M16 40 L26 28 L34 36 L40 30"),
  ].join(""),
  grid: [
    rect(10, 10, 22, 22, 5, "none"),
    rect(39, 10, 22, 22, 5, "none"),
    rect(68, 10, 22, 22, 5, "none"),
    rect(10, 39, 22, 22, 5, "none"),
    rect(39, 39, 22, 22, 5, "none"),
    rect(68, 39, 22, 22, 5, "none"),
    path_("M10 80 H90"),
  ].join(""),
  compass: [
    circle(50, 50, 38, "none"),
    path_("M50 22 L60 50 L50 78 L40 50 Z"),
    path_("M50 12 V18 M50 82 V88 M12 50 H18 M82 50 H88"),
  ].join(""),
  stack: [path_("M50 12 L88 30 L50 48 L12 30 Z"), path_("M12 50 L50 68 L88 50 M12 70 L50 88 L88 70")].join(""),
  pins: [
    path_("M34 48 C34 30 60 30 60 48 C60 62 47 74 47 74 C47 74 34 62 34 48 Z"),
    circle(47, 47, 5, "none"),
    path_("M70 24 C70 14 86 14 86 24 C86 32 78 40 78 40 C78 40 70 32 70 24 Z M14 80 C30 72 62 88 88 76"),
  ].join(""),
};
