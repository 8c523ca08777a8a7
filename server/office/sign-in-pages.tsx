/**
 * The pages of signing in: e-mail and password, the code from the authenticator app, setting the
 * app up (its key, its link and a QR code of it, then the recovery codes, shown once), and choosing a password from a
 * one-time link; and the two small pages every part of the office uses: "are you sure?" and a note.
 */
import { passwordProblem } from "../accounts/passwords";
import type { User } from "../accounts/users";
import { BUTTON, page, PRIMARY, type Frame } from "./layout";
import { Field, Message, PostForm } from "./parts";
import { QrCode } from "./qr-code";
import type { OfficeWords } from "./words";

const FORM = "mt-6 grid max-w-md gap-4";

function Submit({ children }: { children: string }) {
  return (
    <div>
      <button type="submit" className={PRIMARY}>
        {children}
      </button>
    </div>
  );
}

export function signInPage(
  frame: Frame,
  options: { token: string; error?: string | null; notice?: string | null; email?: string },
) {
  const { w } = frame;
  return page(
    frame,
    w.signIn.title,
    <>
      <h1 className="text-3xl">{w.signIn.title}</h1>
      <Message text={options.error} />
      {options.notice && <p className="mt-4 max-w-2xl">{options.notice}</p>}
      <PostForm action="/office/login" csrf={options.token} className={FORM}>
        <Field
          id="email"
          label={w.signIn.email}
          type="email"
          required
          autoComplete="username"
          defaultValue={options.email}
        />
        <Field id="password" label={w.signIn.password} type="password" required autoComplete="current-password" />
        <Submit>{w.signIn.submit}</Submit>
      </PostForm>
    </>,
  );
}

export function codePage(frame: Frame, error?: string | null) {
  const { w } = frame;
  return page(
    frame,
    w.signIn.codeTitle,
    <>
      <h1 className="text-3xl">{w.signIn.codeTitle}</h1>
      <Message text={error} />
      <p className="mt-4 max-w-2xl">{w.signIn.codeIntro}</p>
      <PostForm action="/office/login/code" csrf={frame.csrf} className={FORM}>
        <Field
          id="code"
          label={w.signIn.code}
          required
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="off"
          spellCheck={false}
        />
        <Submit>{w.signIn.codeSubmit}</Submit>
      </PostForm>
    </>,
  );
}

export function enrolPage(frame: Frame, setup: { secret: string; uri: string }, error?: string | null) {
  const { w } = frame;
  const grouped = setup.secret.match(/.{1,4}/g)!.join(" ");
  return page(
    frame,
    w.signIn.enrolTitle,
    <>
      <h1 className="text-3xl">{w.signIn.enrolTitle}</h1>
      <Message text={error} />
      <p className="mt-4 max-w-2xl">{w.signIn.enrolIntro}</p>
      <p className="mt-4">
        <a className="underline" href={setup.uri}>
          {w.signIn.enrolLink}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <QrCode text={setup.uri} label={w.signIn.enrolQr} />
        <div>
          <p className="font-bold">{w.signIn.enrolKey}</p>
          <p className="mt-1 font-mono text-xl break-all" data-secret={setup.secret}>
            {grouped}
          </p>
        </div>
      </div>
      <PostForm action="/office/enrol" csrf={frame.csrf} className={FORM}>
        <input type="hidden" name="secret" value={setup.secret} />
        <Field id="code" label={w.signIn.enrolCode} required autoComplete="one-time-code" inputMode="numeric" />
        <Submit>{w.signIn.enrolSubmit}</Submit>
      </PostForm>
    </>,
  );
}

export function recoveryCodesPage(frame: Frame, codes: string[], next: string) {
  const { w } = frame;
  return page(
    frame,
    w.signIn.recoveryTitle,
    <>
      <h1 className="text-3xl">{w.signIn.recoveryTitle}</h1>
      <p className="mt-4 max-w-2xl">{w.signIn.recoveryIntro}</p>
      <ul className="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono text-lg" aria-label={w.signIn.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="mt-6">
        <a className={PRIMARY} href={next}>
          {w.signIn.recoveryDone}
        </a>
      </p>
    </>,
  );
}

export function welcomePage(frame: Frame, options: { name: string; token: string; error?: string | null }) {
  const { w } = frame;
  return page(
    frame,
    w.welcome.title,
    <>
      <h1 className="text-3xl">{w.welcome.title}</h1>
      <Message text={options.error} />
      <p className="mt-4 max-w-2xl">{w.welcome.intro(options.name)}</p>
      <PostForm action={`/office/welcome/${encodeURIComponent(options.token)}`} csrf={frame.csrf} className={FORM}>
        <NewPasswordFields w={w} />
        <Submit>{w.welcome.submit}</Submit>
      </PostForm>
    </>,
  );
}

/** A new password, typed twice (choosing one from a link, or changing one's own). */
export function NewPasswordFields({ w }: { w: OfficeWords }) {
  return (
    <>
      <Field
        id="password"
        label={w.welcome.password}
        type="password"
        required
        autoComplete="new-password"
        hint={w.welcome.hint}
        minLength={12}
      />
      <Field id="confirm" label={w.welcome.confirm} type="password" required autoComplete="new-password" />
    </>
  );
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
    <>
      <h1 className="text-3xl">{options.title}</h1>
      {options.about && <p className="mt-2">{options.about}</p>}
      <Message text={options.warning} />
      <div className="mt-6 flex flex-wrap gap-3">
        <PostForm action={options.action} csrf={frame.csrf}>
          <input type="hidden" name="confirm" value="yes" />
          <button className={PRIMARY}>{options.confirm}</button>
        </PostForm>
        <a className={BUTTON} href={options.back}>
          {w.request.cancel}
        </a>
      </div>
    </>,
  );
}

export function notePage(frame: Frame, title: string, text: string, status: "error" | "ok" = "error") {
  return page(
    frame,
    title,
    <>
      <h1 className="text-3xl">{title}</h1>
      <Message text={text} kind={status} />
    </>,
  );
}
