import { AVATAR_SIZE, MAX_IMAGE_BYTES } from '@raqam/listing-rules/limits'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent as userEvents, waitFor } from 'storybook/test'
import { cameraPhoto, heicPhoto, isBand, pixelAt } from '#testing/photos.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { AvatarPicker } from './avatar-picker.tsx'

const meta = {
  title: 'Web/Components/Avatar picker',
  component: AvatarPicker,
  args: { legend: 'Avatar', previewAlt: 'Your new avatar', file: undefined, onChange: fn(), onPreparingChange: fn() },
  decorators: [withAppProviders],
  render: function Render(args, { globals }) {
    const [file, setFile] = useState<File>()
    const w = words(globals.locale)
    return (
      <AvatarPicker
        {...args}
        legend={w.legend}
        previewAlt={w.previewAlt}
        file={file}
        onChange={(picked) => {
          args.onChange(picked)
          setFile(picked)
        }}
      />
    )
  },
} satisfies Meta<typeof AvatarPicker>

export default meta
type Story = StoryObj<typeof meta>

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        legend: 'الصورة الشخصية',
        previewAlt: 'صورتك الشخصية الجديدة',
        upload: 'رفع صورة شخصية',
        change: 'تغيير الصورة الشخصية',
        unreadable: 'تعذّر فتح هذا الملف كصورة. يرجى اختيار صورة بصيغة JPEG أو PNG أو WebP.',
      }
    : {
        legend: 'Avatar',
        previewAlt: 'Your new avatar',
        upload: 'Upload avatar',
        change: 'Change avatar',
        unreadable: 'This file cannot be opened as a photo. Please choose a JPEG, PNG or WebP image.',
      }

type Spy = ReturnType<typeof fn>

/** The file handed to the form by the latest pick, once it has been scaled. */
async function scaledFile(onChange: Spy, picks: number): Promise<File> {
  await waitFor(() => expect(onChange).toHaveBeenCalledTimes(picks))
  return onChange.mock.lastCall![0] as File
}

/** Waits until the picker has finished with `picks` picks (however each ended). */
async function picksDone(onPreparingChange: Spy, picks: number) {
  await waitFor(() =>
    expect(onPreparingChange.mock.calls.filter(([preparing]) => preparing === false)).toHaveLength(picks),
  )
}

/** The photo as it will be stored: upright, at most AVATAR_SIZE on its longest side, under the upload limit. */
async function expectUprightAvatar(file: File) {
  expect(file.type).toBe('image/webp')
  expect(file.size).toBeLessThanOrEqual(MAX_IMAGE_BYTES)
  const bitmap = await createImageBitmap(file)
  // Stored sideways at 4000 × 3000 with orientation 6: upright it is a 3 : 4 portrait.
  expect({ width: bitmap.width, height: bitmap.height }).toEqual({ width: (AVATAR_SIZE * 3) / 4, height: AVATAR_SIZE })
  bitmap.close()
  // The band along the stored top edge is on the right once the photo is turned 90° clockwise.
  expect(isBand(await pixelAt(file, (AVATAR_SIZE * 3) / 4 - 4, AVATAR_SIZE / 2))).toBe(true)
  expect(isBand(await pixelAt(file, 4, AVATAR_SIZE / 2))).toBe(false)
  expect(isBand(await pixelAt(file, (AVATAR_SIZE * 3) / 8, 4))).toBe(false)
}

/**
 * A 12-megapixel phone photo, heavier than the upload limit and stored sideways with EXIF orientation 6,
 * comes out upright at the size the server keeps, as a WebP under the limit: once through
 * createImageBitmap, and once through the <img> decode of browsers where that fails.
 */
export const PhonePhoto: Story = {
  play: async ({ canvas, canvasElement, args, globals, userEvent }) => {
    const w = words(globals.locale)
    const photo = await cameraPhoto({ width: 4000, height: 3000, orientation: 6, grain: 24 })
    // As heavy as a camera's: the server would refuse it as it is.
    expect(photo.size).toBeGreaterThan(MAX_IMAGE_BYTES)
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!
    const onChange = args.onChange as Spy
    const onPreparingChange = args.onPreparingChange as Spy
    const picksBefore = onChange.mock.calls.length

    const createImageBitmapOfBrowser = globalThis.createImageBitmap
    globalThis.createImageBitmap = () => Promise.reject(new DOMException('Not supported here', 'InvalidStateError'))
    let throughImg: File
    try {
      await userEvent.upload(input, photo)
      throughImg = await scaledFile(onChange, picksBefore + 1)
    } finally {
      globalThis.createImageBitmap = createImageBitmapOfBrowser
    }
    await expectUprightAvatar(throughImg)

    await userEvent.upload(input, photo)
    await expectUprightAvatar(await scaledFile(onChange, picksBefore + 2))
    await picksDone(onPreparingChange, picksBefore + 2)
    await expect(onPreparingChange).toHaveBeenCalledWith(true)

    await expect(await canvas.findByRole('img', { name: w.previewAlt })).toBeVisible()
    await expect(canvas.getByText(w.change)).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/**
 * A file that is no photo, and a HEIC photo (which Chromium cannot open), are refused at once under the
 * picker in the page's language; the avatar picked before stays, and the form is handed nothing new.
 */
export const Unreadable: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const w = words(globals.locale)
    // `accept="image/*"` only steers the file chooser: "All files" or a phone's files app picks anything.
    const userEvent = userEvents.setup({ applyAccept: false })
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!
    const onChange = args.onChange as Spy
    const onPreparingChange = args.onPreparingChange as Spy
    const picksBefore = onPreparingChange.mock.calls.filter(([preparing]) => preparing === false).length
    const handedBefore = onChange.mock.calls.length

    await userEvent.upload(input, await cameraPhoto({ width: 1200, height: 900 }))
    await scaledFile(onChange, handedBefore + 1)
    await expect(await canvas.findByRole('img', { name: w.previewAlt })).toBeVisible()

    await userEvent.upload(input, new File(['Remember the milk'], 'notes.txt', { type: 'text/plain' }))
    await picksDone(onPreparingChange, picksBefore + 2)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(w.unreadable)
    await expect(canvas.getByRole('group', { name: w.legend })).toHaveAccessibleDescription(w.unreadable)

    await userEvent.upload(input, heicPhoto())
    await picksDone(onPreparingChange, picksBefore + 3)
    await expect(canvas.getByRole('alert')).toHaveTextContent(w.unreadable)

    // Neither refused file reached the form, and the photo picked before is still shown.
    await expect(onChange).toHaveBeenCalledTimes(handedBefore + 1)
    await expect(canvas.getByRole('img', { name: w.previewAlt })).toBeVisible()
    await expect(canvas.getByText(w.change)).toBeVisible()
  },
}
