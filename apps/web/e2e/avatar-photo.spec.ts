import { AVATAR_SIZE, MAX_IMAGE_BYTES } from '@raqam/listing-rules/limits'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import {
  api,
  expect,
  expectNoAxeViolations,
  newAccount,
  outboxCodes,
  registerByApi,
  settled,
  signInWithToken,
  test,
  toast,
  useLanguage,
} from './fixtures.ts'

const phone = { width: 375, height: 812 }

/**
 * A photo as a phone camera writes it: 12 megapixels (4000 × 3000 stored), about 5 MB because of the grain,
 * more than twice the upload limit; with `orientation` 6 it is stored sideways, to be turned 90° clockwise
 * to show (a portrait photo). Each is made once for both languages.
 */
const photos = new Map<number, Promise<Buffer>>()
function cameraPhoto(orientation: 1 | 6): Promise<Buffer> {
  let photo = photos.get(orientation)
  if (!photo) {
    photo = sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .withMetadata({ orientation })
      .toBuffer()
    photos.set(orientation, photo)
  }
  return photo
}

/** The avatar the server keeps for the customer of `token`, fetched through the API as any page does. */
async function keptAvatarSize(request: APIRequestContext, token: string) {
  const profile = await request.get(api('/auth/customer/profile'), { headers: { authorization: `Bearer ${token}` } })
  expect(profile.ok()).toBe(true)
  const { data } = (await profile.json()) as { data: { image: string | null } }
  expect(data.image).toBeTruthy()
  const avatar = await request.get(data.image!)
  expect(avatar.ok()).toBe(true)
  const { width, height } = await sharp(await avatar.body()).metadata()
  return { width, height }
}

/** Holds the requests to `url` until released, counting the bytes each carries. */
async function holdRequests(page: Page, url: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const sizes: number[] = []
  await page.route(url, async (route) => {
    sizes.push(route.request().postDataBuffer()?.length ?? 0)
    await held
    await route.continue()
  })
  return { sizes, release }
}

for (const language of ['en', 'ar'] as const) {
  const words =
    language === 'ar'
      ? {
          username: 'اسم المستخدم',
          phone: 'الهاتف',
          email: 'البريد الإلكتروني',
          password: 'كلمة المرور',
          newAvatar: 'صورتك الشخصية الجديدة',
          avatar: 'صورتك الشخصية',
          change: 'تغيير الصورة الشخصية',
          signUp: 'إنشاء حساب',
          acceptTerms: /^أوافق على شروط الاستخدام/,
          uploading: 'جارٍ رفع الصورة…',
          step2: 'الخطوة 2 من 2',
          emailCode: 'رمز البريد الإلكتروني',
          whatsappCode: 'رمز واتساب',
          check: 'تحقق',
          editHeading: 'تعديل بياناتك',
          save: 'حفظ',
          updated: 'تم التحديث بنجاح',
        }
      : {
          username: 'Username',
          phone: 'Phone',
          email: 'E-mail',
          password: 'Password',
          newAvatar: 'Your new avatar',
          avatar: 'Your avatar',
          change: 'Change avatar',
          signUp: 'Sign Up',
          acceptTerms: /^I accept the Terms of Use/,
          uploading: 'Uploading photo…',
          step2: 'Step 2 of 2',
          emailCode: 'E-mail code',
          whatsappCode: 'WhatsApp code',
          check: 'Check',
          editHeading: 'Edit your details',
          save: 'Save',
          updated: 'Updated successfully',
        }

  test.describe(`a phone camera's photo as avatar, ${language}`, () => {
    test.use({ viewport: phone })
    test.beforeEach(async ({ context, baseURL }) => useLanguage(context, baseURL, language))

    test('signs up with it: the photo is scaled and turned upright in the browser, and the server keeps it so', async ({
      page,
      request,
    }) => {
      const photo = await cameraPhoto(6)
      expect(photo.length).toBeGreaterThan(4_000_000)
      expect(photo.length).toBeLessThan(6_000_000)
      expect(await sharp(photo).metadata()).toMatchObject({ width: 4000, height: 3000, orientation: 6 })

      const account = newAccount()
      await page.goto('/signup')
      const form = page.locator('form')
      await form.getByLabel(words.username).fill(account.username)
      await form.getByLabel(words.phone).fill(account.national)
      await form.getByLabel(words.email).fill(account.email)
      await form.getByLabel(words.password).fill(account.password)
      await form.getByRole('checkbox', { name: words.acceptTerms }).check()
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo })
      await expect(form.getByRole('img', { name: words.newAvatar })).toBeVisible()
      await expect(form.getByText(words.change)).toBeVisible()
      await expect(form.getByRole('alert')).toHaveCount(0)
      await expectNoAxeViolations(page)

      // The sign-up is held on its way, so the busy state can be seen; what it carries is measured.
      const signup = await holdRequests(page, '**/api/v1.0/auth/customer/signup')
      await form.getByRole('button', { name: words.signUp }).click()
      await expect(form.getByRole('button', { name: words.uploading })).toHaveAttribute('aria-busy', 'true')
      signup.release()
      await expect(page.getByText(words.step2)).toBeVisible()
      // The whole request, photo and all, is a fraction of the limit the photo alone was over.
      expect(signup.sizes).toHaveLength(1)
      expect(signup.sizes[0]).toBeLessThan(MAX_IMAGE_BYTES / 4)

      const phoneNumber = `971${account.national}`
      const [emailCode] = await outboxCodes(request, account.email)
      const [whatsappCode] = await outboxCodes(request, phoneNumber)
      await page.getByLabel(words.emailCode).fill(emailCode ?? '')
      await page.getByLabel(words.whatsappCode).fill(whatsappCode ?? '')
      await page.getByRole('button', { name: words.check }).click()
      await expect(page).toHaveURL('/')

      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'customerToken')?.value
      expect(token).toBeTruthy()
      // Upright: the 4000 × 3000 stored pixels turned a quarter, so a 3 : 4 portrait at the size kept.
      expect(await keptAvatarSize(request, token!)).toEqual({ width: (AVATAR_SIZE * 3) / 4, height: AVATAR_SIZE })
    })

    test('changes it on the profile: the new photo is scaled too, and the save says it is uploading', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { token } = await registerByApi(request, language)
      await signInWithToken(context, baseURL, token)
      await page.goto('/my-profile')
      await settled(page)
      const form = page.getByRole('form', { name: words.editHeading })
      const photo = await cameraPhoto(1)
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'IMG_0044.jpg', mimeType: 'image/jpeg', buffer: photo })
      await expect(form.getByRole('img', { name: words.avatar })).toBeVisible()

      const save = await holdRequests(page, '**/api/v1.0/auth/customer/profile')
      await form.getByRole('button', { name: words.save }).click()
      await expect(form.getByRole('button', { name: words.uploading })).toHaveAttribute('aria-busy', 'true')
      save.release()
      await expect(toast(page, words.updated)).toBeVisible()
      expect(save.sizes).toHaveLength(1)
      expect(save.sizes[0]).toBeLessThan(MAX_IMAGE_BYTES / 4)
      // Stored upright as it was taken: a 4 : 3 landscape at the size kept.
      expect(await keptAvatarSize(request, token)).toEqual({ width: AVATAR_SIZE, height: (AVATAR_SIZE * 3) / 4 })
    })
  })
}
