import { Fragment } from 'react';

/**
 * An e-mail address that wraps, when it must, before its "@" or a dot, not mid-word: phone cards are
 * narrow, and "mail.reader@example.c / om" reads badly (issue 32). Only a part longer than the line
 * still breaks inside (admin.css). The text stays the address, for copying and screen readers.
 */
export function EmailText({ address }: { address: string }) {
  let at = 0;
  const parts = address.split(/(?=[@.])/).map((part) => {
    const key = at;
    at += part.length;
    return (
      <Fragment key={key}>
        {key > 0 && <wbr />}
        {part}
      </Fragment>
    );
  });
  return <span className="email-text">{parts}</span>;
}
