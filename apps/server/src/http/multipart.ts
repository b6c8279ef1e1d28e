import type { FastifyRequest } from 'fastify'
import { ImageRefused, MAX_IMAGE_BYTES, normaliseAvatar, sniffImageType } from '#domain/images.ts'
import { MAX_PROOF_BYTES, sniffProofType } from '#domain/proofs.ts'
import { badRequest, HttpError, tooLarge, unsupportedMedia } from './errors.ts'

/**
 * Reads a multipart form of the contract before validation: the `json` part becomes `body.json`
 * (whether the browser sent it as a file part or a field); the image, recognised by its bytes, decoded
 * and re-encoded, goes to `request.upload`; a proof of ownership (the form of requestVerification),
 * recognised by its bytes and kept as sent, goes to `request.proof` and leaves `body.proof` for the
 * schema's `required`. Other parts land in the body, where the schema's `additionalProperties: false`
 * names them.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return
  const body: Record<string, unknown> = {}
  let image: Buffer | null = null
  let proof: Buffer | null = null
  // A form with a proof takes the proof's limit; the others keep the image's (refused before read whole).
  const takesProof = request.routeOptions.config.operation?.formParts.includes('proof') ?? false
  const seen = new Set<string>()
  try {
    const parts = request.parts({
      limits: {
        fileSize: takesProof ? MAX_PROOF_BYTES : MAX_IMAGE_BYTES,
        files: 4,
        fields: 10,
        parts: 12,
        fieldSize: 64 * 1024,
      },
    })
    for await (const part of parts) {
      if (seen.has(part.fieldname))
        throw badRequest('repeatedPart', `body.${part.fieldname}`, { field: part.fieldname.slice(0, 200) })
      seen.add(part.fieldname)
      const value = part.type === 'file' ? await part.toBuffer() : part.value
      const bytes = () => (typeof value === 'string' ? Buffer.from(value, 'latin1') : (value as Buffer))
      if (part.fieldname === 'json') body.json = parseJsonPart(value)
      else if (part.fieldname === 'proof' && takesProof) proof = bytes()
      else if (part.fieldname === 'image' && !takesProof) image = bytes()
      else body[part.fieldname] = Buffer.isBuffer(value) ? '(a file)' : value
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw takesProof
        ? tooLarge('proofTooLarge', 'body.proof', { field: 'proof', max: MAX_PROOF_BYTES / 1024 / 1024 })
        : tooLarge('imageTooLarge', 'body.image', { field: 'image', max: MAX_IMAGE_BYTES / 1024 / 1024 })
    if (code && code.startsWith('FST_')) throw error
    // busboy's complaints about a broken form ("Unexpected end of form", a bad boundary…).
    throw badRequest('formMalformed', 'body')
  }
  // An empty file part is what a form sends when no file was chosen.
  if (image && image.length > 0) {
    if (!sniffImageType(image)) throw unsupportedMedia('notAnImage', 'body.image', { field: 'image' })
    request.upload = await decodeUpload(image)
  }
  if (proof && proof.length > 0) {
    const type = sniffProofType(proof)
    if (!type) throw unsupportedMedia('notAProof', 'body.proof', { field: 'proof' })
    request.proof = { bytes: proof, type }
    body.proof = '(a file)'
  }
  request.body = body
}

/** The re-encoded avatar (domain/images.ts); what does not decode, or is too big to, is the client's 400. */
async function decodeUpload(image: Buffer) {
  try {
    return await normaliseAvatar(image)
  } catch (error) {
    if (error instanceof ImageRefused) throw badRequest(error.code, 'body.image', { field: 'image', ...error.params })
    throw error
  }
}

function parseJsonPart(value: unknown): unknown {
  if (!Buffer.isBuffer(value) && typeof value !== 'string') return value // already parsed (application/json field)
  const text = value.toString()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('jsonPartInvalid', 'body.json', { field: 'json' })
  }
}
