/**
 * @raqam/plates/react/outlines: `<PlateOutlines>` alone, for an app that wraps every page in it. It
 * imports React only, so the module that draws plates (and its outlines) stays with the screens that
 * show one; `@raqam/plates/react` exports it too.
 */
export { PlateOutlines } from './plate/plate-outlines.tsx'
