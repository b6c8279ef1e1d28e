/** @raqam/plates/react: the plate as a React component, and the page-wide outlines many plates share. */
export { Plate, type PlateProps } from './plate/plate.tsx'
export { PlateOutlines } from './plate/plate-outlines.tsx'
