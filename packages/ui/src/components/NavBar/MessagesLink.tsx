import { forwardRef } from 'react';
import { formatNavBadge, NAV_BADGE_CAP } from '@marketplace/domain';
import { Badge } from '../../primitives/Badge';
import { RouterLink, type RouterLinkProps } from '../../primitives/RouterLink';

export interface MessagesLinkProps extends Omit<RouterLinkProps, 'children'> {
  label: string;
  unreadCount: number;
  /**
   * The spoken count after the label, in the count's plural form: 'Poruke 5 nepročitanih
   * poruka'. `count` is capped above the badge's cap, so '99+' takes the form of 100.
   */
  unreadLabel: (count: number, badge: string) => string;
}

/** spec §2: 'Poruke' with an unread badge, shown only above 0 and reading '99+' above 99. */
export const MessagesLink = forwardRef<HTMLAnchorElement, MessagesLinkProps>(function MessagesLink(
  { label, unreadCount, unreadLabel, ...props },
  ref,
) {
  const badge = formatNavBadge(unreadCount);
  return (
    <RouterLink ref={ref} {...props}>
      <span>{label}</span>
      {/* The spoken name becomes 'Poruke 5 nepročitanih poruka'. */}
      <Badge
        tone="danger"
        count={unreadCount}
        format={formatNavBadge}
        srLabel={badge ? unreadLabel(Math.min(unreadCount, NAV_BADGE_CAP + 1), badge) : undefined}
      />
    </RouterLink>
  );
});
