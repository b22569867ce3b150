import { useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { texts } from '@marketplace/domain';
import { Chip } from '../../primitives/Chip';
import * as css from './SellerPanel.css';

export interface SellerPanelProps extends HTMLAttributes<HTMLElement> {
  name: string;
  /** Since when the seller is a member, already formatted ('5. mart 2024.'). */
  memberSince?: string;
  /** The seller's ads on offer (not deleted, not sold). */
  activeAds?: number;
  /** A moderator verified the seller's company: 'Verifikovana firma' beside the name. */
  companyVerified?: boolean;
  title?: string;
  memberSinceLabel?: string;
  activeAdsLabel?: string;
  companyVerifiedLabel?: string;
  /** The actions: the spec's contact button, or what the viewer may do instead. */
  children?: ReactNode;
}

/** Who sells: name (and a verified company), member since, ads on offer, and the way to contact them. */
export function SellerPanel({
  name,
  memberSince,
  activeAds,
  companyVerified = false,
  title = texts.adPage.seller,
  memberSinceLabel = texts.adPage.memberSince,
  activeAdsLabel = texts.adPage.activeAds,
  companyVerifiedLabel = texts.moderation.companyVerified,
  className,
  children,
  ...props
}: SellerPanelProps) {
  const headingId = useId();
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <section aria-labelledby={headingId} className={clsx(css.panel, className)} {...props}>
      <h2 id={headingId} className={css.title}>
        {title}
      </h2>
      <div className={css.identity}>
        <span aria-hidden="true" className={css.avatar}>
          {initial}
        </span>
        <div className={css.nameBlock}>
          <p className={css.name}>{name}</p>
          {companyVerified ? (
            <Chip tone="success" size="sm">
              {companyVerifiedLabel}
            </Chip>
          ) : null}
        </div>
      </div>
      {memberSince || activeAds !== undefined ? (
        <dl className={css.facts}>
          {memberSince ? (
            <div className={css.fact}>
              <dt className={css.label}>{memberSinceLabel}</dt>
              <dd className={css.value}>{memberSince}</dd>
            </div>
          ) : null}
          {activeAds !== undefined ? (
            <div className={css.fact}>
              <dt className={css.label}>{activeAdsLabel}</dt>
              <dd className={css.value}>{activeAds}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {children ? <div className={css.actions}>{children}</div> : null}
    </section>
  );
}
