/** One stylelint config for every workspace: standard rules plus logical properties only (rtl is first-class). */
export default {
  extends: ['stylelint-config-standard'],
  plugins: ['stylelint-use-logical'],
  rules: {
    // Physical properties and keywords (left/right, margin-left, width, text-align: left…) break rtl.
    'csstools/use-logical': ['always', { severity: 'error' }],
    // CSS Modules: camelCase class names read naturally as `styles.pageLink`.
    'selector-class-pattern': ['^[a-z][a-zA-Z0-9]*$', { message: 'Use camelCase class names (CSS Modules)' }],
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global', 'local'] }],
    'custom-property-pattern': null,
    // Tokens are grouped by blank lines.
    'custom-property-empty-line-before': null,
    'import-notation': 'string',
    // Only faces the project ships from npm, never a system or generic family, even as the last fallback:
    // a fallback only ever shows a machine's own font, and screenshots must not depend on it (ADR 0009).
    'font-family-no-missing-generic-family-keyword': null,
    'declaration-property-value-allowed-list': [
      {
        font: ['inherit'],
        'font-family': [
          /^(?:(?:var\(--font-[a-z]+\)|inherit|'(?:Inter Variable|Noto Sans Arabic Variable|Raqam Arabic Names|Inter fallback|Noto Sans Arabic fallback)')(?:,\s*|$))+$/,
        ],
      },
      { message: 'Use a font token or a face the project ships (fonts.css), never a system or generic family' },
    ],
  },
}
