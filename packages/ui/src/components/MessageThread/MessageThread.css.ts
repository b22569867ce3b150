import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { column, wrappingRow } from '../../theme/rules';

// The pane takes its parent's height; the log in the middle scrolls.
export const thread = style({
  ...column,
  height: '100%',
  minHeight: 0,
  background: vars.color.surface,
});

export const placeholder = style({ justifyContent: 'center' });

export const header = style({
  ...wrappingRow,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const status = style({ flex: 1, justifyContent: 'center' });

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space['4'],
  background: vars.color.background,
});

export const messageList = style({
  ...column,
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = recipe({
  base: {
    ...column,
    gap: vars.space['1'],
    maxWidth: '75%',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.lg,
  },
  variants: {
    // spec §2: own messages are right-aligned.
    own: {
      true: {
        alignSelf: 'flex-end',
        background: vars.color.primary,
        color: vars.color.primaryText,
      },
      false: {
        alignSelf: 'flex-start',
        background: vars.color.surface,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
      },
    },
  },
});

export const author = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });

export const content = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const time = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.xs, opacity: 0.9 });

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const composerInput = style({
  ...column,
  gap: vars.space['1'],
  flex: 1,
  minWidth: 0,
});

export const composerField = style({ flex: 1, resize: 'none' });

export const composerHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const headerActions = style({
  ...wrappingRow,
  alignItems: 'center',
  gap: vars.space['2'],
});

export const notice = style({
  ...column,
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']} 0`,
  selectors: { '&:empty': { display: 'none' } },
});

// A message that was not sent: on the own side, but outlined, so it cannot pass for a sent one.
export const unsent = style({
  alignSelf: 'flex-end',
  ...column,
  gap: vars.space['1'],
  maxWidth: '75%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `2px dashed ${vars.color.danger}`,
});

export const unsentStatus = style({
  ...wrappingRow,
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xs,
});

export const unsentLabel = style({ fontWeight: vars.fontWeight.bold });
