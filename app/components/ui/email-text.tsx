import { Fragment } from "react";

/**
 * An e-mail address that may wrap only after its @ and before its dots, never inside a word:
 * "care@<wbr>orangeblossomhomehealth<wbr>.example".
 */
export function EmailText({ email }: { email: string }) {
  const [user, domain = ""] = email.split("@");
  const labels = domain.split(".");
  return (
    <span className="break-address">
      {user}@<wbr />
      {labels.map((label, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {label}
        </Fragment>
      ))}
    </span>
  );
}
