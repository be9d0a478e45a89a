import { api, type StatementFileQuery, statementCsvRoute, statementPdfRoute } from '@mc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mountFileRoute } from '../../platform/export';
import { merchantOf } from '../../platform/request-context';
import { type Authenticate, mount } from '../../platform/routing';
import type { StatementFormat } from './files';
import type { MoneyPage } from './money-page';

/** The money page: funds summary, flows, statements and their files, statement emails. */
export function moneyPageRoutes(app: FastifyInstance, guard: Authenticate, money: MoneyPage) {
  const me = (req: FastifyRequest) => merchantOf(req).merchantId;

  mount(app, api.getMoneySummary, guard, ({ req }) => money.summary(me(req)));
  mount(app, api.getMoneyFlows, guard, ({ req, query }) => money.flows(me(req), query.month));
  mount(app, api.listStatements, guard, ({ req, query }) => money.statements.list(me(req), query));
  mount(app, api.getStatementEmails, guard, ({ req }) => money.statements.emails(merchantOf(req)));
  mount(app, api.setStatementEmails, guard, ({ req, body }) =>
    money.statements.setEmails(merchantOf(req), body.enabled),
  );

  const file = (format: StatementFormat) => (req: FastifyRequest) =>
    money.statements.file(
      me(req),
      (req.params as { id: string }).id,
      format,
      (req.query as StatementFileQuery).lang,
    );
  mountFileRoute(app, statementPdfRoute, guard, file('pdf'), ['application/pdf']);
  mountFileRoute(app, statementCsvRoute, guard, file('csv'), ['text/csv']);
}
