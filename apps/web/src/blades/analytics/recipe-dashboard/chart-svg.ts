/** The painted properties each chart element takes from its computed style into the PDF's copy. */
const PAINTED = [
  "fill",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-dasharray",
  "stroke-opacity",
  "opacity",
  "stop-color",
  "stop-opacity",
  "font-size",
  "font-weight",
  "text-anchor",
  "visibility",
  "display",
] as const;

/**
 * A chart's SVG as it looks on screen, standalone: every element carries its computed paint (the theme's CSS
 * variables resolved to colours), the size is fixed, and the text uses the PDF's font.
 */
export function standaloneSvg(svg: SVGSVGElement): { svg: string; width: number; height: number } {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll<SVGElement>("*")];
  const copies = [copy, ...copy.querySelectorAll<SVGElement>("*")];
  originals.forEach((original, index) => {
    const target = copies[index];
    if (target === undefined) return;
    const style = getComputedStyle(original);
    for (const property of PAINTED) {
      const value = style.getPropertyValue(property);
      if (value !== "" && value !== "auto" && value !== "normal") target.setAttribute(property, value);
    }
    if (original instanceof SVGTextElement || original instanceof SVGTSpanElement) {
      target.setAttribute("font-family", "Roboto");
    }
    target.removeAttribute("class");
    target.removeAttribute("style");
  });
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("width", String(Math.round(width)));
  copy.setAttribute("height", String(Math.round(height)));
  copy.setAttribute("viewBox", `0 0 ${Math.round(width)} ${Math.round(height)}`);
  return { svg: new XMLSerializer().serializeToString(copy), width, height };
}
