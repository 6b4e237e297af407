import {
  addCategorySetEndpoint,
  addTicketCategoryEndpoint,
  addTicketSubCategoryEndpoint,
  addTicketTypeEndpoint,
  checkDuplicateCategorySetMailEndpoint,
  deleteCategorySetMailEndpoint,
  findCategorySetsEndpoint,
  getCategorySetMailsEndpoint,
  saveCategorySetMailEndpoint,
  updateCategorySetEndpoint,
  updateTicketCategoryEndpoint,
  updateTicketSubCategoryEndpoint,
  updateTicketTypeEndpoint,
} from '@ccms/contract/endpoints/hierarchy-admin';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import { registerCreateEndpoint, registerEndpoint, written } from '../../platform/route-kit.ts';
import type { SealedDb } from '../../platform/sealed-db.ts';
import { addCategorySet, findCategorySets, updateCategorySet } from './category-sets-service.ts';
import { addHierarchyLevel, updateHierarchyLevel } from './levels-service.ts';
import {
  deleteCategorySetMail,
  isCategorySetMailTaken,
  listCategorySetMails,
  saveCategorySetMail,
} from './mails-service.ts';

/** The 'Tanımlamalar' menu's right (docs/domain.md §14.1 Access). */
const ADMINISTRATION = { permission: 'Definition.WrapUps' } as const;
/** A breakdown's own mail addresses sit with its other guarded fields (EDIT_CATEGORY_SETS_FIELDS). */
const BREAKDOWN_MAILS = { permission: 'Ticket.EditCategorySets' } as const;

/** The hierarchy and breakdown administration (docs/domain.md §14.1). */
export function registerHierarchyAdminRoutes(app: FastifyInstance, deps: { db: SealedDb }) {
  const { db } = deps;

  const levels = [
    [addTicketTypeEndpoint, updateTicketTypeEndpoint, 'types'],
    [addTicketCategoryEndpoint, updateTicketCategoryEndpoint, 'categories'],
    [addTicketSubCategoryEndpoint, updateTicketSubCategoryEndpoint, 'subCategories'],
  ] as const;
  for (const [addEndpoint, updateEndpoint, level] of levels) {
    registerCreateEndpoint(app, addEndpoint, {
      access: ADMINISTRATION,
      db,
      write: async (tx, _, request) =>
        written(await addHierarchyLevel(tx, requireUser(request), level, request.body)),
    });
    registerEndpoint(app, updateEndpoint, {
      access: ADMINISTRATION,
      handler: async (request) =>
        written(await updateHierarchyLevel(db, requireUser(request), level, request.body)),
    });
  }

  registerCreateEndpoint(app, addCategorySetEndpoint, {
    access: ADMINISTRATION,
    db,
    write: async (tx, _, request) =>
      written(await addCategorySet(tx, requireUser(request), request.body)),
  });

  registerEndpoint(app, updateCategorySetEndpoint, {
    access: ADMINISTRATION,
    handler: async (request) =>
      written(await updateCategorySet(db, requireUser(request), request.body)),
  });

  registerEndpoint(app, findCategorySetsEndpoint, {
    access: ADMINISTRATION,
    handler: (request) => findCategorySets(db, request.body.term),
  });

  registerEndpoint(app, getCategorySetMailsEndpoint, {
    access: BREAKDOWN_MAILS,
    handler: (request) => listCategorySetMails(db, request.body.id),
  });

  registerCreateEndpoint(app, saveCategorySetMailEndpoint, {
    access: BREAKDOWN_MAILS,
    db,
    write: async (tx, _, request) =>
      written(await saveCategorySetMail(tx, requireUser(request), request.body)),
  });

  registerEndpoint(app, checkDuplicateCategorySetMailEndpoint, {
    access: BREAKDOWN_MAILS,
    handler: (request) => isCategorySetMailTaken(db, request.body),
  });

  registerEndpoint(app, deleteCategorySetMailEndpoint, {
    access: BREAKDOWN_MAILS,
    handler: async (request) =>
      written(await deleteCategorySetMail(db, requireUser(request), request.body.id)),
  });
}
