/**
 * The staff page (/office/staff, owners only): each person with their role, languages, two-step
 * and state, and what an owner can do to them (change the role, a new password link, unlock, remove);
 * then the invitation form. Its handlers are in ./staff.ts.
 */
import { ROLES } from "../accounts/permissions";
import type { User } from "../accounts/users";
import { BUTTON, page, PRIMARY, type Frame } from "./layout";
import { Choices, Field, languageChoices, Message, PostForm, Select } from "./parts";

function Person({ frame, person, state, locked }: { frame: Frame; person: User; state: string; locked: boolean }) {
  const { w, csrf } = frame;
  return (
    <li className="rounded-2xl border-2 border-brand-200 p-4">
      <h2 className="text-xl">{person.name}</h2>
      <p>
        {person.email} · {w.roleShort[person.role]} · {person.languages.map((l) => w.language[l]).join(", ")}
      </p>
      <p>
        {w.staff.twoStep}: {person.totpSecret ? w.staff.on : w.staff.off} · {w.staff.status}: {state}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <PostForm action={`/office/staff/${person.id}/role`} csrf={csrf} className="flex flex-wrap items-end gap-2">
          <Select
            id={`role-${person.id}`}
            name="role"
            label={w.staff.role}
            value={person.role}
            choices={ROLES.map((r) => [r, w.roleShort[r]])}
          />
          <button className={BUTTON}>{w.staff.saveRole}</button>
        </PostForm>
        <PostForm action={`/office/staff/${person.id}/reset`} csrf={csrf} confirm={w.staff.resetAsk(person.name)}>
          <button className={BUTTON}>{w.staff.reset}</button>
        </PostForm>
        {locked && (
          <PostForm action={`/office/staff/${person.id}/unlock`} csrf={csrf}>
            <button className={BUTTON}>{w.staff.unlock}</button>
          </PostForm>
        )}
        {person.id !== frame.user?.id && (
          <PostForm action={`/office/staff/${person.id}/remove`} csrf={csrf} confirm={w.staff.removeAsk(person.name)}>
            <button className={BUTTON}>{w.staff.remove}</button>
          </PostForm>
        )}
      </div>
    </li>
  );
}

export function staffPage(
  frame: Frame,
  people: { person: User; state: string; locked: boolean }[],
  notice: { text: string | null; kind: "ok" | "error"; link: string | null },
) {
  const { w } = frame;
  return page(
    frame,
    w.staff.title,
    <>
      <h1 className="text-3xl">{w.staff.title}</h1>
      <Message text={notice.text} kind={notice.kind} />
      {notice.link && (
        <p className="mt-2 break-all rounded-lg bg-brand-50 p-3 font-mono" data-link="">
          {notice.link}
        </p>
      )}
      <ul className="mt-6 grid gap-4">
        {people.map(({ person, state, locked }) => (
          <Person key={person.id} frame={frame} person={person} state={state} locked={locked} />
        ))}
      </ul>
      <section className="mt-8 max-w-xl" aria-labelledby="invite">
        <h2 id="invite" className="text-2xl">
          {w.staff.invite}
        </h2>
        <PostForm action="/office/staff/invite" csrf={frame.csrf} className="mt-4 grid gap-4">
          <Field id="name" label={w.staff.name} required autoComplete="off" />
          <Field id="email" label={w.staff.email} type="email" required autoComplete="off" />
          <Choices
            legend={w.staff.role}
            name="role"
            type="radio"
            choices={ROLES.map((r) => [r, w.roles[r]])}
            checked={(r) => r === "intake"}
          />
          <Choices
            legend={w.staff.languages}
            name="languages"
            type="checkbox"
            choices={languageChoices(w)}
            checked={(l) => l === "en"}
          />
          <Choices
            legend={w.staff.officeLanguage}
            name="uiLang"
            type="radio"
            choices={languageChoices(w)}
            checked={(l) => l === frame.lang}
          />
          <div>
            <button className={PRIMARY}>{w.staff.inviteSubmit}</button>
          </div>
        </PostForm>
      </section>
    </>,
  );
}
