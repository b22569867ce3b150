import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { texts } from '@marketplace/domain';
import { Button, type ButtonProps } from '../../primitives/Button';
import * as css from './ShareButton.css';

/** How long the confirmation stays (ms). */
const CONFIRMATION_MS = 5000;

export interface ShareButtonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onError'> {
  /** The link to copy; the page's own address when absent. */
  url?: string;
  label?: string;
  copiedText?: string;
  failedText?: string;
  variant?: ButtonProps['variant'];
  onCopied?: (url: string) => void;
  onError?: (error: unknown) => void;
}

type State = 'idle' | 'copied' | 'failed';

/** Copies the ad's link, then says so ('Link je kopiran') where it is seen and heard. */
export function ShareButton({
  url,
  label = texts.adPage.share,
  copiedText = texts.adPage.linkCopied,
  failedText = texts.adPage.copyFailed,
  variant = 'outline',
  onCopied,
  onError,
  className,
  ...props
}: ShareButtonProps) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: State) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
  };
  const copy = async () => {
    const link = url ?? window.location.href;
    try {
      // Absent where the page is not a secure context: the failure text then says what to do.
      if (!navigator.clipboard) throw new Error('Clipboard API not available');
      await navigator.clipboard.writeText(link);
      settle('copied');
      onCopied?.(link);
    } catch (error) {
      settle('failed');
      onError?.(error);
    }
  };

  return (
    <div className={clsx(css.root, className)} {...props}>
      <Button variant={variant} onClick={() => void copy()}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
          <path
            d="M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 014 4l-1 1M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {label}
      </Button>
      {/* Always in the page, so screen readers announce what is put in it. */}
      <span
        role="status"
        className={clsx(css.message, state === 'failed' && css.failed)}
        data-state={state}
      >
        {state === 'copied' ? copiedText : state === 'failed' ? failedText : ''}
      </span>
    </div>
  );
}
