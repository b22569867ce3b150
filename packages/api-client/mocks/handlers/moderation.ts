import {
  actionFitsTarget,
  adActionFits,
  AD_STATE_AFTER,
  isRestrictive,
  REVERSAL_OF,
  type RestrictiveAction,
  isTermsClause,
  normalizeCompanyNumber,
  serverTexts,
  staffMayTake,
  type AdAction,
} from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { components } from '../../src/generated/schema';
import type { AdType } from '../../src/types';
import type { MockDb } from '../db';
import { errorResponse, mockMessages, type Resolvers } from '../http';
import type { StoredDecision } from '../moderation-state';
import { publicUser, signedInUser } from '../session';
import { appealView, decisionView } from './moderation-views';
import { appendAudit, signedInStaff } from './staff';

type Schemas = components['schemas'];
const texts = serverTexts.apiModeration;

const adTypeOf = (type: Schemas['DecisionTargetType']): AdType =>
  type === 'business_ad' ? 'business' : 'land';

type ModerationOperationId =
  | 'getMe'
  | 'getCompany'
  | 'putCompany'
  | 'getDecision'
  | 'createAppeal'
  | 'createDecision'
  | 'resolveAppeal';

/** Decisions and appeals; the user's company; `getMe` with the staff role. */
export function moderationResolvers(db: MockDb): Pick<Resolvers, ModerationOperationId> {
  const openReportIds = (adType: AdType, adId: number) =>
    db.reports
      .filter((r) => r.ad_type === adType && r.ad_id === adId && db.moderation.isOpen(r.id))
      .map((r) => r.id);

  return {
    getMe({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      return HttpResponse.json({
        ...publicUser(user),
        staff_role: db.moderation.staffRole(user.id),
      });
    },

    getCompany({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const company = db.moderation.company(user.id);
      if (!company) return HttpResponse.json(null);
      const { user_id: _user, verified_at, ...view } = company;
      return HttpResponse.json({ ...view, verified: verified_at !== null });
    },

    async putCompany({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      if (user.user_type !== 'business_owner') {
        return errorResponse(403, texts.companyOnlyBusinessOwner);
      }
      const body = await request.json();
      const name = body.name.trim();
      if (!name) return errorResponse(400, texts.companyNameRequired);
      const number = normalizeCompanyNumber(body.country_id, body.registration_number);
      if (number === null) return errorResponse(400, texts.companyNumberInvalid);
      const before = db.moderation.company(user.id);
      const same =
        before?.country_id === body.country_id &&
        before.registration_number === number &&
        before.name === name;
      const company = {
        user_id: user.id,
        country_id: body.country_id,
        registration_number: number,
        name,
        // A changed number or name needs a new verification.
        verified_at: same ? before.verified_at : null,
      };
      db.moderation.companies = [
        ...db.moderation.companies.filter((c) => c.user_id !== user.id),
        company,
      ];
      const { user_id: _user, verified_at, ...view } = company;
      return HttpResponse.json({ ...view, verified: verified_at !== null });
    },

    getDecision({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const decision = db.moderation.decision(Number(params.id));
      const staff = db.moderation.staffRole(user.id) !== null;
      if (!decision || (decision.affected_user_id !== user.id && !staff)) {
        return errorResponse(404, texts.decisionNotFound);
      }
      return HttpResponse.json(decisionView(db, decision));
    },

    async createAppeal({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const body = await request.json();
      const decision = db.moderation.decision(body.decision_id);
      if (!decision) return errorResponse(404, texts.decisionNotFound);
      if (decision.affected_user_id !== user.id) return errorResponse(403, texts.appealNotYours);
      if (!isRestrictive(decision.action) || decision.reversed_at) {
        return errorResponse(409, texts.actionDoesNotFitState);
      }
      if (db.moderation.appealOf(decision.id)) return errorResponse(409, texts.appealExists);
      const appeal = {
        id: db.nextId(),
        decision_id: decision.id,
        user_id: user.id,
        text: body.text.trim(),
        status: 'open' as const,
        resolution_statement: null,
        created_at: new Date().toISOString(),
        resolved_at: null,
      };
      db.moderation.appeals.push(appeal);
      return HttpResponse.json(appealView(db, appeal)!, { status: 201 });
    },

    async createDecision({ request }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      const body = await request.json();
      const { target, action } = body;
      if (!actionFitsTarget(action, target.type)) {
        return errorResponse(400, texts.actionDoesNotFitTarget);
      }
      if (!staffMayTake(check.role, action)) return errorResponse(403, texts.adminOnly);
      if (!isTermsClause(body.terms_clause)) return errorResponse(400, texts.unknownClause);
      const statement = body.statement.trim();
      if (!statement) return errorResponse(400, texts.statementRequired);
      const now = new Date();
      let until: string | null = null;
      if (action === 'suspend') {
        if (!body.until) return errorResponse(400, texts.untilRequired);
        if (Date.parse(body.until) <= now.getTime()) return errorResponse(400, texts.untilInPast);
        until = new Date(body.until).toISOString();
      }

      let label: string;
      let affectedUserId: number;
      let before: Record<string, unknown>;
      let after: Record<string, unknown>;
      let apply: (decisionId: number) => void;
      let reportIds: number[] = [];
      if (target.type !== 'user') {
        const adType = adTypeOf(target.type);
        const ad = db.anyAd(adType, target.id);
        if (!ad || ad.deleted) return errorResponse(404, texts.targetNotFound);
        const adAction = action as AdAction;
        const state = db.moderation.adState(adType, ad.id);
        const open = openReportIds(adType, ad.id);
        if (!adActionFits(adAction, state, open.length)) {
          return errorResponse(409, texts.actionDoesNotFitState);
        }
        label = ad.title;
        affectedUserId = 'user_id' in ad ? ad.user_id : ad.author_id;
        const next = AD_STATE_AFTER[adAction];
        before = { moderation: state };
        after = { moderation: next };
        apply = () => db.moderation.setAdState(adType, ad.id, next);
        reportIds = body.report_ids ?? open;
      } else {
        const user = db.user(target.id);
        if (!user) return errorResponse(404, texts.targetNotFound);
        const restriction = db.moderation.restrictions.get(user.id);
        label = user.full_name;
        affectedUserId = user.id;
        before = {
          restriction: restriction?.kind ?? null,
          restricted_until: restriction?.until ?? null,
        };
        if (action === 'lift') {
          if (!restriction) return errorResponse(409, texts.nothingToLift);
          after = { restriction: null, restricted_until: null };
          apply = () => db.moderation.restrictions.delete(user.id);
        } else if (action === 'verify_company') {
          const company = db.moderation.company(user.id);
          if (!company) return errorResponse(409, texts.companyNotEntered);
          before = { company_verified: company.verified_at !== null };
          after = { company_verified: true };
          apply = () => {
            company.verified_at = now.toISOString();
          };
        } else {
          const kind = action === 'ban' ? 'banned' : 'suspended';
          after = { restriction: kind, restricted_until: until };
          apply = (decisionId) =>
            db.moderation.restrictions.set(user.id, { kind, until, decision_id: decisionId });
        }
        reportIds = body.report_ids ?? [];
      }

      const decision: StoredDecision = {
        id: db.nextId(),
        actor_id: check.staff.id,
        target,
        target_label: label,
        affected_user_id: affectedUserId,
        action,
        reason_code: body.reason_code,
        terms_clause: body.terms_clause,
        statement,
        until,
        automated: false,
        followed_report: reportIds.length > 0,
        created_at: now.toISOString(),
        reversed_at: null,
      };
      db.moderation.decisions.push(decision);
      apply(decision.id);
      for (const id of reportIds) {
        if (db.moderation.isOpen(id)) {
          db.moderation.closures.set(id, {
            closed_at: decision.created_at,
            decision_id: decision.id,
          });
        }
      }
      appendAudit(
        db,
        {
          actor_id: check.staff.id,
          action,
          target,
          reason_code: body.reason_code,
          terms_clause: body.terms_clause,
          statement,
          before,
          after,
          decision_id: decision.id,
        },
        decision.created_at,
      );
      return HttpResponse.json(decisionView(db, decision), { status: 201 });
    },

    async resolveAppeal({ request, params }) {
      const check = signedInStaff(db, request);
      if (check.error) return check.error;
      const body = await request.json();
      const statement = body.statement.trim();
      if (!statement) return errorResponse(400, texts.statementRequired);
      const appeal = db.moderation.appeals.find((candidate) => candidate.id === Number(params.id));
      if (!appeal) return errorResponse(404, texts.appealNotFound);
      if (appeal.status !== 'open') return errorResponse(409, texts.appealResolved);
      const decision = db.moderation.decision(appeal.decision_id)!;
      // Only a restrictive decision can be appealed (createAppeal).
      const undo = REVERSAL_OF[decision.action as RestrictiveAction];
      if (!staffMayTake(check.role, undo)) return errorResponse(403, texts.adminOnly);
      const now = new Date().toISOString();
      let before: Record<string, unknown> | null = null;
      let after: Record<string, unknown> | null = null;
      if (body.outcome === 'reversed') {
        const { target } = decision;
        if (target.type === 'user') {
          const restriction = db.moderation.restrictions.get(target.id);
          before = {
            restriction: restriction?.kind ?? null,
            restricted_until: restriction?.until ?? null,
          };
          after = { restriction: null, restricted_until: null };
          db.moderation.restrictions.delete(target.id);
        } else {
          const adType = adTypeOf(target.type);
          before = { moderation: db.moderation.adState(adType, target.id) };
          after = { moderation: 'live' };
          db.moderation.setAdState(adType, target.id, 'live');
        }
        decision.reversed_at = now;
      }
      appeal.status = body.outcome;
      appeal.resolution_statement = statement;
      appeal.resolved_at = now;
      appendAudit(
        db,
        {
          actor_id: check.staff.id,
          action: 'resolve_appeal',
          target: decision.target,
          reason_code: decision.reason_code,
          terms_clause: decision.terms_clause,
          statement,
          before,
          after,
          decision_id: decision.id,
        },
        now,
      );
      return HttpResponse.json(appealView(db, appeal)!);
    },
  };
}
