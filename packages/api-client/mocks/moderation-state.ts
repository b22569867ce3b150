import type { components } from '../src/generated/schema';
import type { AdType } from '../src/types';
import type {
  FixtureAppeal,
  FixtureAuditEntry,
  FixtureCompany,
  FixtureDecision,
  ModerationSeed,
} from './fixtures/moderation';

type Schemas = components['schemas'];
export type StaffRole = Schemas['StaffRole'];
export type AdModerationState = Schemas['AdModerationState'];
export type StoredDecision = FixtureDecision;
export type StoredAppeal = FixtureAppeal;
export type StoredAuditEntry = FixtureAuditEntry;
export type StoredCompany = FixtureCompany;

export interface ReportClosure {
  closed_at: string;
  decision_id: number;
}

export interface StoredRestriction {
  kind: 'suspended' | 'banned';
  until: string | null;
  decision_id: number | null;
}

const adKey = (adType: AdType, id: number) => `${adType}:${id}`;

/**
 * The operator's side of the mock database: staff roles, the ads' moderation states, which
 * reports a decision closed, decisions, appeals, the audit log, account measures and companies.
 */
export class ModerationState {
  staffRoles: Map<number, StaffRole>;
  /** Ads missing here are live. */
  adStates: Map<string, AdModerationState>;
  /** Closed reports by report id; a report missing here is open. */
  closures = new Map<number, ReportClosure>();
  decisions: StoredDecision[];
  appeals: StoredAppeal[];
  /** Append-only, oldest first. */
  auditLog: StoredAuditEntry[];
  companies: StoredCompany[];
  restrictions = new Map<number, StoredRestriction>();

  constructor(seed: ModerationSeed) {
    this.staffRoles = new Map(
      Object.entries(seed.staffRoles).map(([id, role]) => [Number(id), role]),
    );
    this.adStates = new Map(Object.entries(seed.adStates));
    for (const report of seed.reports) {
      if (report.closed_at !== null && report.decision_id !== null) {
        this.closures.set(report.id, {
          closed_at: report.closed_at,
          decision_id: report.decision_id,
        });
      }
    }
    this.decisions = seed.decisions;
    this.appeals = seed.appeals;
    this.auditLog = seed.auditLog;
    this.companies = seed.companies;
  }

  staffRole(userId: number): StaffRole | null {
    return this.staffRoles.get(userId) ?? null;
  }

  adState(adType: AdType, id: number): AdModerationState {
    return this.adStates.get(adKey(adType, id)) ?? 'live';
  }

  setAdState(adType: AdType, id: number, state: AdModerationState): void {
    if (state === 'live') this.adStates.delete(adKey(adType, id));
    else this.adStates.set(adKey(adType, id), state);
  }

  isOpen(reportId: number): boolean {
    return !this.closures.has(reportId);
  }

  decision(id: number): StoredDecision | undefined {
    return this.decisions.find((decision) => decision.id === id);
  }

  appealOf(decisionId: number): StoredAppeal | undefined {
    return this.appeals.find((appeal) => appeal.decision_id === decisionId);
  }

  company(userId: number): StoredCompany | undefined {
    return this.companies.find((company) => company.user_id === userId);
  }
}
