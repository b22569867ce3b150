import { linkHost, texts } from '@marketplace/domain';
import * as Dialog from '../../primitives/Dialog/Dialog';
import { Button } from '../../primitives/Button/Button';

export interface ExternalLinkDialogProps {
  /** The link that waits for the user's choice; null closes the dialog. */
  href: string | null;
  onOpenChange: (open: boolean) => void;
  title?: string;
  /** The warning, given the host the link leads to. */
  text?: (host: string) => string;
  cancelLabel?: string;
  continueLabel?: string;
}

/**
 * Asks before a link leaves the product for another site. 'Nastavi' is the link itself (a new
 * tab, without an opener or a referrer), so the browser treats it as the user's own click.
 */
export function ExternalLinkDialog({
  href,
  onOpenChange,
  title = texts.externalLink.title,
  text = texts.externalLink.text,
  cancelLabel = texts.externalLink.cancel,
  continueLabel = texts.externalLink.continue,
}: ExternalLinkDialogProps) {
  return (
    <Dialog.Root open={href !== null} onOpenChange={onOpenChange}>
      <Dialog.Content role="alertdialog" size="sm">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{href ? text(linkHost(href)) : null}</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </Dialog.Close>
          {href ? (
            <Button asChild>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onOpenChange(false)}
              >
                {continueLabel}
              </a>
            </Button>
          ) : null}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
