/**
 * The pages of "My account" (the language of the office's pages and those spoken with families,
 * two-step sign-in, a new password, signing out everywhere) and of the office's settings (the idle
 * time, two-step for everyone). Their handlers are in ./account.ts.
 */
import type { ReactNode } from "react";
import { IDLE_RANGE, type Policy } from "../accounts/policy";
import type { User } from "../accounts/users";
import { BUTTON, page, PRIMARY, type Frame } from "./layout";
import { Choices, Field, languageChoices, Message, PostForm } from "./parts";
import { NewPasswordFields } from "./sign-in-pages";

export function accountPage(
  frame: Frame,
  user: User,
  twoStep: { required: boolean; codesLeft: number },
  notice: string | null = null,
  kind: "ok" | "error" = "ok",
) {
  const { w, csrf } = frame;
  const languages = languageChoices(w);
  return page(
    frame,
    w.account.title,
    <>
      <h1 className="text-3xl">{w.account.title}</h1>
      <Message text={notice} kind={kind} />
      <PostForm action="/office/account" csrf={csrf} className="mt-6 grid max-w-xl gap-4">
        <Choices
          legend={w.account.language}
          name="uiLang"
          type="radio"
          choices={languages}
          checked={(l) => l === user.uiLang}
        />
        <Choices
          legend={w.account.languages}
          name="languages"
          type="checkbox"
          choices={languages}
          checked={(l) => (user.languages as string[]).includes(l)}
        />
        <div>
          <button className={PRIMARY}>{w.account.save}</button>
        </div>
      </PostForm>
      <section className="mt-8" aria-labelledby="two-step">
        <h2 id="two-step" className="text-2xl">
          {w.account.twoStep}
        </h2>
        <p className="mt-2">{user.totpSecret ? w.account.twoStepOn(twoStep.codesLeft) : w.account.twoStepOff}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {user.totpSecret ? (
            <>
              <PostForm action="/office/account/new-codes" csrf={csrf}>
                <button className={BUTTON}>{w.account.newCodes}</button>
              </PostForm>
              {!twoStep.required && (
                <PostForm action="/office/account/two-step-off" csrf={csrf}>
                  <button className={BUTTON}>{w.account.turnOff}</button>
                </PostForm>
              )}
            </>
          ) : (
            <a className={PRIMARY} href="/office/enrol">
              {w.account.setUp}
            </a>
          )}
        </div>
      </section>
      <section className="mt-8 max-w-xl" aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-2xl">
          {w.account.password}
        </h2>
        <PostForm action="/office/account/password" csrf={csrf} className="mt-4 grid gap-4">
          <Field id="current" label={w.account.current} type="password" required autoComplete="current-password" />
          <NewPasswordFields w={w} />
          <div>
            <button className={BUTTON}>{w.account.password}</button>
          </div>
        </PostForm>
      </section>
      <section className="mt-8" aria-labelledby="everywhere">
        <h2 id="everywhere" className="text-2xl">
          {w.account.everywhere}
        </h2>
        <p className="mt-2">{w.account.everywhereHint}</p>
        <PostForm action="/office/account/everywhere" csrf={csrf} className="mt-3">
          <button className={BUTTON}>{w.account.everywhere}</button>
        </PostForm>
      </section>
    </>,
  );
}

export function settingsPage(frame: Frame, policy: Policy, notice: string | null = null, replica: ReactNode = null) {
  const { w } = frame;
  return page(
    frame,
    w.settings.title,
    <>
      <h1 className="text-3xl">{w.settings.title}</h1>
      <Message text={notice} kind="ok" />
      <PostForm action="/office/settings" csrf={frame.csrf} className="mt-6 grid max-w-xl gap-4">
        <Field
          id="idle"
          label={w.settings.idle}
          type="number"
          defaultValue={String(policy.idleMinutes)}
          hint={w.settings.idleHint}
          required
          min={IDLE_RANGE.min}
          max={IDLE_RANGE.max}
          inputMode="numeric"
        />
        <label className="flex min-h-12 items-center gap-2">
          <input
            type="checkbox"
            name="editorsWithoutTwoStep"
            value="1"
            className="size-6"
            defaultChecked={policy.editorsWithoutTwoStep}
          />{" "}
          {w.settings.editorsWithoutTwoStep}
        </label>
        <div>
          <button className={PRIMARY}>{w.settings.save}</button>
        </div>
      </PostForm>
      {replica}
    </>,
  );
}
