import { useState, type ReactNode } from 'react'
import {
  PlateStyleToggles,
  type PlateSize,
  type PlateSizeLabels,
  type PlateStyle,
  type PlateStyleLabels,
} from '#plate-style-toggles/plate-style-toggles.tsx'
import styles from './plate-viewer.module.css'

/** What the viewer hands its picture: the chosen style and size, and the class that fits a plate to the stage. */
export type PlatePictureStyle = { type: PlateStyle; size: PlateSize; className: string | undefined }

export type PlateViewerProps = {
  /** Plates get the style pills, car plates the size toggle too, mobile numbers neither. */
  kind: 'car' | 'motorcycle' | 'mobile'
  labels: PlateStyleLabels & PlateSizeLabels
  /** `roomy` on a detail page, `compact` inside a dialog. */
  density?: 'roomy' | 'compact'
  /** Draws the picture (a `Plate` from @raqam/plates, a number, a placeholder) in the chosen style. */
  children: (style: PlatePictureStyle) => ReactNode
}

/**
 * A large picture of a listing's number on a sunken stage, with the style (type 1 / type 2) and size
 * (big / mini) choices above it, as on the listing cards. The choices only change the picture; they
 * start at type 1, big. The stage keeps one height per density, so switching never moves what follows.
 */
export function PlateViewer({ kind, labels, density = 'roomy', children }: PlateViewerProps) {
  const [type, setType] = useState<PlateStyle>('type1')
  const [size, setSize] = useState<PlateSize>('big')
  return (
    <div className={styles.viewer} data-density={density} data-slot="plate-viewer">
      {kind !== 'mobile' && (
        <div className={styles.toggles}>
          <PlateStyleToggles
            placement="viewer"
            style={{ labels, value: type, onChange: setType }}
            size={kind === 'car' ? { labels, value: size, onChange: setSize } : undefined}
          />
        </div>
      )}
      <div className={styles.stage} data-kind={kind} data-size={kind === 'car' ? size : undefined}>
        {children({ type, size, className: styles.plate })}
      </div>
    </div>
  )
}
