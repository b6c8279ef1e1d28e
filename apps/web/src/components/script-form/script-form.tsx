import type { ComponentProps } from 'react'

/**
 * A form whose work is the script's (it calls the API): `method="post"`, so what is typed in it (a
 * password, someone's details) never reaches an address, a history or a log when it is sent before the
 * page's script has taken it over. The server then sends the page again, keeping nothing. `noValidate`:
 * the form says what is wrong itself, in the page's language.
 */
export function ScriptForm(props: ComponentProps<'form'>) {
  return <form method="post" noValidate {...props} />
}
