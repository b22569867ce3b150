import { canReportAd, prepareReportNote, serverTexts } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { MockDb, StoredReport } from '../db';
import { errorResponse, mockMessages, type Resolvers } from '../http';
import { signedInUser } from '../session';

export function reportResolvers(db: MockDb): Pick<Resolvers, 'createReport'> {
  return {
    async createReport({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const body = await request.json();
      const ad = db.anyAd(body.ad_type, body.ad_id);
      if (!ad || ad.deleted) {
        return errorResponse(
          404,
          body.ad_type === 'business' ? mockMessages.businessAdNotFound : mockMessages.adNotFound,
        );
      }
      if (!canReportAd(user.user_type, user.id, ad)) {
        return errorResponse(403, serverTexts.apiReports.ownAd);
      }
      const reported = db.reports.some(
        (report) =>
          report.user_id === user.id &&
          report.ad_type === body.ad_type &&
          report.ad_id === body.ad_id,
      );
      if (reported) return errorResponse(409, serverTexts.apiReports.alreadyReported);
      const report: StoredReport = {
        id: db.nextId(),
        user_id: user.id,
        ad_type: body.ad_type,
        ad_id: body.ad_id,
        reason: body.reason,
        note: prepareReportNote(body.note),
        created_at: new Date().toISOString(),
      };
      db.reports.push(report);
      const { user_id: _user, ...view } = report;
      return HttpResponse.json(view, { status: 201 });
    },
  };
}
