/**
 * The multipart body of sign-up and profile updates: a `json` part typed application/json (the server
 * parses it as JSON) and, when given, the `image` file. openapi-typescript types the file part as a
 * string (its wire form), so the file travels beside the typed body rather than inside it.
 */
export function multipartBody(json: unknown, image: Blob | undefined): FormData {
  const form = new FormData()
  form.append('json', new Blob([JSON.stringify(json)], { type: 'application/json' }), 'json.json')
  if (image) {
    form.append('image', image)
  }
  return form
}

/** Replaces a form's `image` string part with the file the browser picked. */
export type WithImageFile<Form extends { image?: unknown }> = Omit<Form, 'image'> & { image?: Blob }

/**
 * The multipart body of a verification request: the one `proof` part, the file as the owner picked it
 * (the server recognises its type by its bytes).
 */
export function proofBody(proof: Blob): FormData {
  const form = new FormData()
  form.append('proof', proof)
  return form
}
