/** Raw design tokens of the light theme. Colours are chosen for WCAG AA contrast on their pairs. */
export const breakpoints = {
  /** spec §2: below md the navigation collapses into a menu button. */
  md: 768,
  lg: 1024,
} as const;

export const mediaQueries = {
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  /** Phones: the screens below md (what `md` leaves out), for what only the narrow layout hides. */
  belowMd: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
} as const;

export const lightTokens = {
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#eef1f4',
    surfaceRaised: '#ffffff',
    border: '#d5dbe1',
    borderStrong: '#8a96a3',
    text: '#1b2430',
    textMuted: '#4d5b6a',
    textInverse: '#ffffff',
    primary: '#1f6b3a',
    primaryHover: '#17552d',
    primaryText: '#ffffff',
    primarySoft: '#e3f1e8',
    secondary: '#e9edf1',
    secondaryHover: '#dce2e8',
    secondaryText: '#1b2430',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fdecea',
    dangerText: '#ffffff',
    success: '#1f6b3a',
    successSoft: '#e3f1e8',
    warning: '#8a5300',
    warningSoft: '#fff4dc',
    info: '#175cd3',
    infoSoft: '#e8f0fd',
    focusRing: '#175cd3',
    overlay: 'rgba(15, 23, 32, 0.55)',
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif',
    mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    '2xl': '28px',
    '3xl': '36px',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  // spec §2 / §9: navigation bar about 70 px; gallery rows 164 px.
  size: { navBar: '70px', galleryRow: '164px', controlHeight: '40px' },
  zIndex: { nav: '100', overlay: '200', dialog: '210', popover: '300' },
} as const;
