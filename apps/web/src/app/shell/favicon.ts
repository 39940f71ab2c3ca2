import { useMantineTheme } from "@mantine/core";
import { useEffect } from "react";
import { companyInitials } from "./company-initials";

/** The favicon's size in pixels (spec part 1, 9). */
const FAVICON_SIZE = 64;

/** Draws the initials in white on a rounded square of the given colour; returns a PNG data URL. */
function drawInitialsIcon(initials: string, color: string): string | null {
  const canvas = document.createElement("canvas");
  canvas.width = FAVICON_SIZE;
  canvas.height = FAVICON_SIZE;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.fillStyle = color;
  context.beginPath();
  context.roundRect(0, 0, FAVICON_SIZE, FAVICON_SIZE, 14);
  context.fill();
  context.fillStyle = "#ffffff";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.font = `700 ${initials.length > 1 ? 30 : 38}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  context.fillText(initials, FAVICON_SIZE / 2, FAVICON_SIZE / 2 + 2);
  return canvas.toDataURL("image/png");
}

function iconLink(): HTMLLinkElement {
  const existing = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = document.createElement("link");
  link.rel = "icon";
  document.head.appendChild(link);
  return link;
}

/** Sets the page's favicon to the company's initials while the workspace is shown. */
export function useCompanyFavicon(companyName: string | undefined) {
  const theme = useMantineTheme();
  const shade = typeof theme.primaryShade === "number" ? theme.primaryShade : theme.primaryShade.light;
  const color = theme.colors[theme.primaryColor]?.[shade] ?? "#4c6ef5";

  useEffect(() => {
    if (companyName === undefined) return;
    const href = drawInitialsIcon(companyInitials(companyName), color);
    if (href === null) return;
    const link = iconLink();
    const previous = link.getAttribute("href");
    link.type = "image/png";
    link.href = href;
    return () => {
      if (previous === null) link.remove();
      else link.href = previous;
    };
  }, [companyName, color]);
}
