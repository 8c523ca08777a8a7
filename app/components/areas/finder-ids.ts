/** The finder's section id and its heading's (the form is labelled by the heading). */
export const FINDER_ID = "finder";
export const FINDER_HEADING_ID = `${FINDER_ID}-heading`;
