import { Link, useParams } from 'react-router';
import {
  actionLabel,
  adminConsoleTexts,
  formatDateTime,
  reasonLabel,
  roleLabel,
  staffMayManageStaff,
  staffMayTake,
  staffRoleLabel,
  texts,
  type DecisionAction,
} from '@marketplace/domain';
import { Alert, EmptyState } from '@marketplace/ui';
import { ApiError } from '../../../lib/api-call';
import { useStaffRole } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import type { AdminUserDetail } from '../api/admin-keys';
import { useAdminUser } from '../api/get-user';
import { DecisionButton } from '../components/decision-button';
import { QueryState } from '../components/query-state';
import { sectionTitle, useStaffId } from '../components/section-data';
import { StaffRoleForm } from '../components/staff-role-form';
import * as css from '../components/admin.css';

const text = adminConsoleTexts.users;

/** The account measures this user's state allows (the server refuses the rest with 409). */
function accountActions(user: AdminUserDetail): DecisionAction[] {
  const actions: DecisionAction[] = user.restriction ? ['lift'] : ['suspend', 'ban'];
  if (user.company && !user.company.verified) actions.push('verify_company');
  return actions;
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const role = useStaffRole();
  const target = { type: 'user', id: user.id } as const;
  const restriction = user.restriction;
  const actions = accountActions(user).filter((action) => staffMayTake(role, action));
  return (
    <>
      <h3 className={css.cardTitle}>{user.full_name}</h3>
      <dl className={css.summary}>
        <dt className={css.summaryLabel}>{text.email}</dt>
        <dd className={css.summaryValue}>{user.email}</dd>
        <dt className={css.summaryLabel}>{text.accountType}</dt>
        <dd className={css.summaryValue}>{roleLabel(user.user_type)}</dd>
        <dt className={css.summaryLabel}>{text.staffRole}</dt>
        <dd className={css.summaryValue}>
          {user.staff_role ? staffRoleLabel(user.staff_role) : text.noStaffRole}
        </dd>
        <dt className={css.summaryLabel}>{text.restriction}</dt>
        <dd className={css.summaryValue}>
          {!restriction
            ? text.noRestriction
            : restriction.kind === 'banned'
              ? text.banned
              : text.suspendedUntil(formatDateTime(restriction.until))}
        </dd>
        <dt className={css.summaryLabel}>{text.company}</dt>
        <dd className={css.summaryValue}>
          {user.company
            ? `${user.company.name} (${user.company.registration_number}) · ${
                user.company.verified ? text.companyVerified : text.companyUnverified
              }`
            : text.noCompany}
        </dd>
      </dl>
      {actions.length > 0 ? (
        <div className={css.actions}>
          {actions.map((action) => (
            <DecisionButton
              key={action}
              label={actionLabel(action)}
              action={action}
              target={target}
              subject={user.full_name}
              variant={action === 'ban' || action === 'suspend' ? 'danger' : 'outline'}
            />
          ))}
        </div>
      ) : null}
      {staffMayManageStaff(role) ? <StaffRoleForm user={user} /> : null}
      <h3 className={css.cardTitle}>{text.decisions}</h3>
      {user.decisions.length === 0 ? (
        <p>{text.noDecisions}</p>
      ) : (
        <ul className={css.reports}>
          {user.decisions.map((decision) => (
            <li key={decision.id} className={css.report}>
              <p className={css.meta}>
                <strong>{`${actionLabel(decision.action)}: ${decision.target_label}`}</strong>
                <span>{reasonLabel(decision.reason_code)}</span>
                <time dateTime={decision.created_at}>{formatDateTime(decision.created_at)}</time>
                {decision.reversed_at ? <span>{text.reversed}</span> : null}
              </p>
              <p className={css.quote}>{decision.statement}</p>
            </li>
          ))}
        </ul>
      )}
      <h3 className={css.cardTitle}>{text.reportsMade}</h3>
      {user.reports_made.length === 0 ? (
        <p>{text.noReports}</p>
      ) : (
        <ul className={css.reports}>
          {user.reports_made.map((report) => (
            <li key={report.id} className={css.report}>
              <p className={css.meta}>
                <Link
                  to={
                    report.ad_type === 'land'
                      ? paths.landAd.href(report.ad_id)
                      : paths.businessAd.href(report.ad_id)
                  }
                >
                  {`${adminConsoleTexts.ad.kinds[report.ad_type]} #${report.ad_id}`}
                </Link>
                <span>{texts.reportReasons[report.reason]}</span>
                <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
              </p>
              {report.note ? <p className={css.quote}>{report.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function UserScreen({ id }: { id: number }) {
  const user = useAdminUser(useStaffId(), id);
  if (user.error instanceof ApiError && user.error.status === 404) {
    return <EmptyState titleAs="p" title={text.notFound} />;
  }
  return (
    <QueryState query={user} failed={text.detailFailed}>
      {(data) => <UserDetail user={data} />}
    </QueryState>
  );
}

/**
 * A user's data for staff. The server logs every opening (DSA: access to personal data is
 * accountable), and the page says so; no loader asks ahead, so only opening the page is logged.
 */
export function Component() {
  const id = Number(useParams().id);
  return (
    <section aria-labelledby="admin-user">
      <title>{sectionTitle(adminConsoleTexts.sections.users)}</title>
      <h2 id="admin-user">{adminConsoleTexts.sections.users}</h2>
      <Link to={paths.adminUsers.href()}>{text.back}</Link>
      <Alert tone="info" role="none">
        {text.loggedNotice}
      </Alert>
      {Number.isSafeInteger(id) && id > 0 ? (
        <UserScreen id={id} />
      ) : (
        <EmptyState titleAs="p" title={text.notFound} />
      )}
    </section>
  );
}

export default Component;
