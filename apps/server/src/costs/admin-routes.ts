import { costsQuerySchema, costReportSchema, priceListSchema } from '@brief/contract/costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/authenticate';
import { adminContext } from '../admin/request-context';
import { adminScope, scopedTeams } from '../admin/scope';
import { refuseInvalid } from './invalid-request';
import type { PricesService } from './prices-service';
import { costReportCsv, type CostReportService } from './report-service';

const tags = ['admin'];

/** The price list (admins only) and the cost report (admins: everything; leads: their teams' calls). */
export const costAdminRoutes =
  (prices: PricesService, reports: CostReportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/prices',
      {
        config: { leads: false },
        schema: {
          tags,
          summary: 'The price list: its currency and each model’s price per million tokens',
          response: { 200: priceListSchema },
        },
      },
      () => prices.get(),
    );

    app.put(
      '/api/admin/prices',
      {
        config: { leads: false },
        attachValidation: true,
        schema: {
          tags,
          summary: 'Replace the price list; calls made from now on are priced by it (invalid → 422)',
          body: priceListSchema,
          response: { 200: priceListSchema },
        },
      },
      (request) => {
        refuseInvalid(request);
        return prices.save(request.body, adminContext(request));
      },
    );

    app.get(
      '/api/admin/costs',
      {
        config: { leads: 'own' },
        attachValidation: true,
        schema: {
          tags,
          summary:
            'Cost and tokens of the model calls of a range of days, grouped, as JSON or CSV (a lead: their teams’ calls)',
          querystring: costsQuerySchema,
          // format=csv: the same report as text/csv.
          response: { 200: costReportSchema.or(z.string()) },
        },
      },
      async (request, reply) => {
        refuseInvalid(request);
        const { format, ...query } = request.query;
        const report = await reports.report(query, scopedTeams(adminScope(request)), currentUser(request).id);
        if (format === 'json') return report;
        // A string with its own type is sent as it is, past the JSON schema.
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="costs-${report.groupBy}-${report.from}-${report.to}.csv"`,
          )
          .send(costReportCsv(report));
      },
    );
  };
