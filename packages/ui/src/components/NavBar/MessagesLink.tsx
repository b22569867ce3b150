import { forwardRef } from 'react';
import { formatNavBadge } from '@marketplace/domain';
import { Badge } from '../../primitives/Badge';
import { RouterLink, type RouterLinkProps } from '../../primitives/RouterLink';

export interface MessagesLinkProps extends Omit<RouterLinkProps, 'children'> {
  label: string;
  unreadCount: number;
  /** The spoken count after the label: 'Poruke 5 nepročitanih'. */
  unreadLabel: (badge: string) => string;
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
      {/* The spoken name becomes 'Poruke 5 nepročitanih'. */}
      <Badge
        tone="danger"
        count={unreadCount}
        format={formatNavBadge}
        srLabel={badge ? unreadLabel(badge) : undefined}
      />
    </RouterLink>
  );
});
