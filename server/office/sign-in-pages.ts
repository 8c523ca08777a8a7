/**
 * The pages of signing in: e-mail and password, the code from the authenticator app, setting the
 * app up (its key and link, then the recovery codes, shown once), and choosing a password from a
 * one-time link.
 */
import { escapeHtml as e, join } from "../html";
import { passwordProblem } from "../accounts/passwords";
import type { User } from "../accounts/users";
import { BUTTON, field, message, page, postForm, PRIMARY, type Frame } from "./layout";
import type { OfficeWords } from "./words";

export function signInPage(
  frame: Frame,
  options: { token: string; error?: string | null; notice?: string | null; email?: string },
) {
  const { w } = frame;
  return page(
    frame,
    w.signIn.title,
    join([
      `<h1 class="text-3xl">${e(w.signIn.title)}</h1>`,
      message(options.error),
      options.notice && `<p class="mt-4 max-w-2xl">${e(options.notice)}</p>`,
      postForm(
        { ...frame, csrf: options.token },
        "/office/login",
        [
          field({
            id: "email",
            label: w.signIn.email,
            type: "email",
            required: true,
            autocomplete: "username",
            value: options.email,
          }),
          field({
            id: "password",
            label: w.signIn.password,
            type: "password",
            required: true,
            autocomplete: "current-password",
          }),
          `<div><button type="submit" class="${PRIMARY}">${e(w.signIn.submit)}</button></div>`,
        ],
        "mt-6 grid max-w-md gap-4",
      ),
    ]),
  );
}

export function codePage(frame: Frame, error?: string | null) {
  const { w } = frame;
  return page(
    frame,
    w.signIn.codeTitle,
    join([
      `<h1 class="text-3xl">${e(w.signIn.codeTitle)}</h1>`,
      message(error),
      `<p class="mt-4 max-w-2xl">${e(w.signIn.codeIntro)}</p>`,
      postForm(
        frame,
        "/office/login/code",
        [
          field({
            id: "code",
            label: w.signIn.code,
            required: true,
            autocomplete: "one-time-code",
            extra: 'inputmode="text" autocapitalize="off" spellcheck="false"',
          }),
          `<div><button type="submit" class="${PRIMARY}">${e(w.signIn.codeSubmit)}</button></div>`,
        ],
        "mt-6 grid max-w-md gap-4",
      ),
    ]),
  );
}

export function enrolPage(frame: Frame, setup: { secret: string; uri: string }, error?: string | null) {
  const { w } = frame;
  const grouped = setup.secret.match(/.{1,4}/g)!.join(" ");
  return page(
    frame,
    w.signIn.enrolTitle,
    join([
      `<h1 class="text-3xl">${e(w.signIn.enrolTitle)}</h1>`,
      message(error),
      `<p class="mt-4 max-w-2xl">${e(w.signIn.enrolIntro)}</p>`,
      `<p class="mt-4"><a class="underline" href="${e(setup.uri)}">${e(w.signIn.enrolLink)}</a></p>`,
      `<p class="mt-4 font-bold">${e(w.signIn.enrolKey)}</p>`,
      `<p class="mt-1 font-mono text-xl break-all" data-secret="${e(setup.secret)}">${e(grouped)}</p>`,
      postForm(
        frame,
        "/office/enrol",
        [
          `<input type="hidden" name="secret" value="${e(setup.secret)}">`,
          field({
            id: "code",
            label: w.signIn.enrolCode,
            required: true,
            autocomplete: "one-time-code",
            extra: 'inputmode="numeric"',
          }),
          `<div><button type="submit" class="${PRIMARY}">${e(w.signIn.enrolSubmit)}</button></div>`,
        ],
        "mt-6 grid max-w-md gap-4",
      ),
    ]),
  );
}

export function recoveryCodesPage(frame: Frame, codes: string[], next: string) {
  const { w } = frame;
  return page(
    frame,
    w.signIn.recoveryTitle,
    join([
      `<h1 class="text-3xl">${e(w.signIn.recoveryTitle)}</h1>`,
      `<p class="mt-4 max-w-2xl">${e(w.signIn.recoveryIntro)}</p>`,
      `<ul class="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono text-lg" aria-label="${e(w.signIn.recoveryTitle)}">`,
      codes.map((code) => `<li>${e(code)}</li>`),
      `</ul>`,
      `<p class="mt-6"><a class="${PRIMARY}" href="${e(next)}">${e(w.signIn.recoveryDone)}</a></p>`,
    ]),
  );
}

export function welcomePage(frame: Frame, options: { name: string; token: string; error?: string | null }) {
  const { w } = frame;
  return page(
    frame,
    w.welcome.title,
    join([
      `<h1 class="text-3xl">${e(w.welcome.title)}</h1>`,
      message(options.error),
      `<p class="mt-4 max-w-2xl">${e(w.welcome.intro(options.name))}</p>`,
      postForm(
        frame,
        `/office/welcome/${encodeURIComponent(options.token)}`,
        [newPasswordFields(w), `<div><button type="submit" class="${PRIMARY}">${e(w.welcome.submit)}</button></div>`],
        "mt-6 grid max-w-md gap-4",
      ),
    ]),
  );
}

/** A new password, typed twice (choosing one from a link, or changing one's own). */
export function newPasswordFields(w: OfficeWords): string {
  return join([
    field({
      id: "password",
      label: w.welcome.password,
      type: "password",
      required: true,
      autocomplete: "new-password",
      hint: w.welcome.hint,
      extra: 'minlength="12"',
    }),
    field({ id: "confirm", label: w.welcome.confirm, type: "password", required: true, autocomplete: "new-password" }),
  ]);
}

/** Why a new password typed twice is refused, in the person's words; null when it is good. */
export function newPasswordError(w: OfficeWords, person: User, password: string, confirm: string): string | null {
  const problem = passwordProblem(password, person);
  return problem ? w.welcome.problems[problem] : password !== confirm ? w.welcome.mismatch : null;
}

/** "Are you sure?": what happens, the button that does it (a post), and one that goes back. */
export function confirmPage(
  frame: Frame,
  options: { title: string; about?: string; warning: string; action: string; confirm: string; back: string },
) {
  const { w } = frame;
  return page(
    frame,
    options.title,
    join([
      `<h1 class="text-3xl">${e(options.title)}</h1>`,
      options.about && `<p class="mt-2">${e(options.about)}</p>`,
      message(options.warning),
      `<div class="mt-6 flex flex-wrap gap-3">`,
      postForm(
        frame,
        options.action,
        `<input type="hidden" name="confirm" value="yes"><button class="${PRIMARY}">${e(options.confirm)}</button>`,
      ),
      `<a class="${BUTTON}" href="${e(options.back)}">${e(w.request.cancel)}</a></div>`,
    ]),
  );
}

export function notePage(frame: Frame, title: string, text: string, status: "error" | "ok" = "error") {
  return page(frame, title, join([`<h1 class="text-3xl">${e(title)}</h1>`, message(text, status)]));
}
