import clsx from 'clsx';
import { texts } from '@marketplace/domain';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import * as css from './AdCard.css';
import { uiTexts } from '../../texts';

/**
 * The cards' action texts; spec §2 names view, edit and delete on 'Moji oglasi'. Read when a card
 * renders, so they are in the current language.
 */
export const cardActionLabels = () => ({
  view: texts.businessList.viewDetails,
  ...uiTexts.cardActions,
  deleteConfirm: texts.landAd.deleteConfirm,
  cancel: texts.messages.cancel,
});
export type CardActionLabels = { [Key in keyof ReturnType<typeof cardActionLabels>]: string };

export interface CardActionsProps {
  /** Where 'Pogledaj detalje' leads (a link); or `onView` for a button. */
  viewHref?: string;
  onView?: () => void;
  /** Owner actions (spec §2, My ads): an edit link and a delete that asks first. */
  editHref?: string;
  onDelete?: () => void | Promise<unknown>;
  linkComponent?: RouterLinkComponent;
  labels: CardActionLabels;
  /** The title's id: each action is described by its ad's title. */
  titleId: string;
  /**
   * The title is already the card's link to `viewHref`: 'Pogledaj detalje' stays visible (the
   * spec names it) and clickable, but is not a second Tab stop for the same place.
   */
  titleLinked?: boolean;
}

export function CardActions({
  viewHref,
  onView,
  editHref,
  onDelete,
  linkComponent,
  labels,
  titleId,
  titleLinked = false,
}: CardActionsProps) {
  const owner = editHref !== undefined || onDelete !== undefined;
  // Three owner actions share one row, so they are smaller and 'view' steps back to secondary.
  const variant = owner ? 'secondary' : 'primary';
  const size = owner ? 'sm' : 'md';
  return (
    <>
      {viewHref !== undefined ? (
        <Button asChild variant={variant} size={size} className={clsx(css.viewAction, css.raised)}>
          <RouterLink
            href={viewHref}
            linkComponent={linkComponent}
            aria-describedby={titleId}
            tabIndex={titleLinked ? -1 : undefined}
          >
            {labels.view}
          </RouterLink>
        </Button>
      ) : onView ? (
        <Button
          variant={variant}
          size={size}
          className={css.viewAction}
          onClick={onView}
          aria-describedby={titleId}
        >
          {labels.view}
        </Button>
      ) : null}
      {editHref !== undefined ? (
        <Button asChild variant="outline" size={size} className={css.raised}>
          <RouterLink href={editHref} linkComponent={linkComponent} aria-describedby={titleId}>
            {labels.edit}
          </RouterLink>
        </Button>
      ) : null}
      {onDelete ? (
        <ConfirmDialog
          trigger={
            <Button variant="danger" size={size} className={css.raised} aria-describedby={titleId}>
              {labels.delete}
            </Button>
          }
          title={labels.deleteConfirm}
          confirmLabel={labels.delete}
          cancelLabel={labels.cancel}
          onConfirm={onDelete}
        />
      ) : null}
    </>
  );
}
