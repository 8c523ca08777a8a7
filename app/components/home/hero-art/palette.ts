/** The brand palette (app/app.css) as fill colours for the hero illustrations. */
export const INK = "#1d2a2e";
export const TEAL = "#0f5257";
export const TEAL_DARK = "#0b4044";
export const TEAL_MID = "#17707a";
export const TEAL_50 = "#eef7f6";
export const TEAL_100 = "#d6ecea";
export const TEAL_200 = "#acd8d3";
export const ORANGE = "#b3470c";
export const ORANGE_300 = "#f9b26b";
export const ORANGE_100 = "#ffe6cf";
export const ORANGE_50 = "#fff5ec";
export const CREAM = "#fbf7f0";
export const LEAF = "#3f8f7f";

export const SKIN = { light: "#f1c7a5", medium: "#d99b6c", tan: "#a8693f", deep: "#6f4429" } as const;
export const HAIR = { black: "#2b1d16", brown: "#5a3a24", grey: "#d5d0c8", white: "#ece8e1" } as const;
