import { useState, type MouseEvent } from 'react';
import { sameSitePath, splitMessageLinks } from '@marketplace/domain';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import { ExternalLinkDialog, type ExternalLinkDialogProps } from './ExternalLinkDialog';
import * as css from './MessageText.css';

export interface MessageTextProps {
  /** The message as written; http(s) addresses in it become links. */
  text: string;
  /** The product's own origin: its links open in place. Default: the page's origin. */
  origin?: string;
  /** The app's router link for links to the product's own pages. */
  linkComponent?: RouterLinkComponent;
  className?: string;
  /** Labels of the warning before a link to another site. */
  externalLinkLabels?: Omit<ExternalLinkDialogProps, 'href' | 'onOpenChange'>;
}

const pageOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * A message's text with its addresses as links. A link to the product opens normally; a link to
 * another site first asks (ExternalLinkDialog), whatever button or key opened it.
 */
export function MessageText({
  text,
  origin = pageOrigin(),
  linkComponent,
  className,
  externalLinkLabels,
}: MessageTextProps) {
  const [pending, setPending] = useState<string | null>(null);
  const parts = splitMessageLinks(text);
  const ask = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setPending(href);
  };
  return (
    <>
      <p className={className}>
        {parts.map((part, index) => {
          if (part.kind === 'text') return part.text;
          const path = sameSitePath(part.href, origin);
          if (path !== null) {
            return (
              <RouterLink
                key={index}
                href={path}
                linkComponent={linkComponent}
                className={css.link}
              >
                {part.text}
              </RouterLink>
            );
          }
          return (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer"
              className={css.link}
              onClick={ask(part.href)}
              // A middle click opens a tab without a click event: it asks too.
              onAuxClick={ask(part.href)}
            >
              {part.text}
            </a>
          );
        })}
      </p>
      <ExternalLinkDialog
        {...externalLinkLabels}
        href={pending}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
      />
    </>
  );
}
