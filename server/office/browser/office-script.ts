/**
 * What the office's pages do in the browser (/office/office.js, loaded by every signed-in page):
 * every 30 s each [data-due] says again how long is left (or how late it is); and once the body's
 * data-idle seconds pass with no key, pointer, scroll or typing, the page loads itself again (the
 * server has ended the session by then: the sign-in shows, not a family's details). Served as
 * this function's own source: it must use nothing from outside its body.
 */
export function officeScript(): void {
  const span = (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  };
  const idle = Number(document.body.dataset.idle || 0) * 1000;
  let active = Date.now();
  for (const type of ["keydown", "pointerdown", "scroll", "input"])
    addEventListener(type, () => (active = Date.now()), { passive: true });
  const tick = () => {
    if (idle && Date.now() - active > idle + 5000) return location.reload();
    for (const el of document.querySelectorAll<HTMLElement>("[data-due]")) {
      const left = Number(el.dataset.due) - Date.now();
      const template = (left >= 0 ? el.dataset.dueIn : el.dataset.overdue) ?? "{t}";
      const text = template.replace("{t}", span(Math.round(Math.abs(left) / 60000)));
      if (el.textContent !== text) el.textContent = text;
      el.classList.toggle("text-accent-800", left < 0);
      el.classList.toggle("text-brand-800", left >= 0);
    }
  };
  setInterval(tick, 30000);
}

/** The script as served: the function's compiled source, called once. */
export const OFFICE_SCRIPT = `(${officeScript.toString()})();\n`;
