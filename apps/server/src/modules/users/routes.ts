import { PAGE_SIZES } from '@ccms/contract/constants';
import { pagedOf } from '@ccms/contract/envelope';
import { ZQueryFormatter } from '@ccms/contract/query-format';
import { USER_PAGE_FILTERS, USER_PAGE_SORTABLE, ZUserRow } from '@ccms/contract/users';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db.ts';
import { toPaged } from '../../platform/paging.ts';
import { compileListQuery, defineList } from '../../platform/query-format.ts';
import { ERROR_RESPONSES } from '../hierarchy/route-schemas.ts';

const USER_PAGE = defineList({
  filters: USER_PAGE_FILTERS,
  sortable: USER_PAGE_SORTABLE,
  columns: {
    name: users.name,
    surname: users.surname,
    emailAddress: users.emailAddress,
    userType: users.userType,
    isActive: users.isActive,
  },
  overrides: { userType: { type: 'number' } },
  defaultSort: [
    { property: 'name', direction: 0 },
    { property: 'surname', direction: 0 },
  ],
  tieBreaker: users.id,
  defaultPageSize: PAGE_SIZES.users,
});

/**
 * users/getUsersPage: the user look-up of the ticket lists' creator and closing-user filters
 * (and, later, of the users screen). Names and e-mail addresses only, for any signed-in user:
 * everybody in the back office may see who created or closed a ticket.
 */
export function registerUserRoutes(app: FastifyInstance, deps: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/users/getUsersPage', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      security: [{ bearer: [] }],
      summary: 'One page of users by the query format (name, surname, e-mail, user type)',
      body: ZQueryFormatter,
      response: { 200: pagedOf(ZUserRow), ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const query = compileListQuery(USER_PAGE, request.body);
      const columns = {
        id: users.id,
        name: users.name,
        surname: users.surname,
        emailAddress: users.emailAddress,
        userType: users.userType,
        isActive: users.isActive,
      };
      const [items, [total]] = await Promise.all([
        deps.db
          .select(columns)
          .from(users)
          .where(query.where)
          .orderBy(...query.orderBy)
          .limit(query.limit)
          .offset(query.offset),
        deps.db.select({ total: count() }).from(users).where(query.where),
      ]);
      return toPaged(items, total?.total ?? 0, query.pageNumber);
    },
  });
}
