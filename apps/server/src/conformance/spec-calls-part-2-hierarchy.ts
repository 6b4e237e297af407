import { asObject, id, newId, pickId, query, type SpecCall, type World } from './spec-call.ts';

/*
 * The second call list's ticket hierarchy and rule sets, as the administrator. A new type,
 * category, sub-category and breakdown are made here, so the demo's own stay as they are.
 * Fields in the spec's own spelling (`Id`).
 */

const HIERARCHY = 'Ticket hierarchy';
const RULE_SETS = 'Rule sets';

const post = (
  section: string,
  path: string,
  body: (w: World) => unknown,
  answer: SpecCall['answer'],
  keep?: SpecCall['keep'],
): SpecCall => ({
  part: 2,
  section,
  call: `POST ${path}`,
  as: 'admin',
  method: 'POST',
  url: () => path,
  body,
  answer,
  ...(keep && { keep }),
});

const read = (path: string, url: (w: World) => string, as: SpecCall['as'] = 'admin'): SpecCall => ({
  part: 2,
  section: HIERARCHY,
  call: `GET ${path}`,
  as,
  method: 'GET',
  url,
  answer: 'read',
});

/** A level's page, add and update: tickettypes, addtickettype, updatetickettype, … */
function level(page: string, add: string, update: string, key: string, name: string): SpecCall[] {
  return [
    post(
      HIERARCHY,
      `tickethierarchy/${page}`,
      () => query({}, [], [{ propertyName: 'name', direction: 0 }]),
      'paged',
    ),
    post(
      HIERARCHY,
      `tickethierarchy/${add}`,
      (w) => {
        w.ids[key] = newId();
        return { id: w.ids[key], name: `${name} ${w.tag}`, isActive: true };
      },
      'write',
    ),
    post(
      HIERARCHY,
      `tickethierarchy/${update}`,
      (w) => ({ id: id(w, key), name: `${name} ${w.tag} 2`, isActive: true }),
      'write',
    ),
  ];
}

export const PART_2_HIERARCHY_CALLS: SpecCall[] = [
  ...level('tickettypes', 'addtickettype', 'updatetickettype', 'newType', 'Uyum Tipi'),
  ...level(
    'ticketcategories',
    'addticketcategory',
    'updateticketcategory',
    'newCategory',
    'Uyum Kategorisi',
  ),
  ...level(
    'ticketsubcategories',
    'addticketsubcategory',
    'updateticketsubcategory',
    'newSubCategory',
    'Uyum Alt',
  ),
  post(
    HIERARCHY,
    'tickethierarchy/addticketcategoryset',
    (w) => {
      w.ids.newSet = newId();
      return {
        id: w.ids.newSet,
        typeId: id(w, 'newType'),
        categoryId: id(w, 'newCategory'),
        subCategoryId: id(w, 'newSubCategory'),
        ruleSets: [{ ruleSetId: id(w, 'ruleSet'), categorySetId: w.ids.newSet }],
        isActive: true,
        script: 'Müşteriye talebinin alındığını söyleyin.',
      };
    },
    'write',
  ),
  post(
    HIERARCHY,
    'tickethierarchy/getticketcategorysets',
    (w) =>
      query({ maxItemCountPerPage: 15 }, [
        { propertyName: 'typeId', operator: 'equal', targetValue: id(w, 'newType') },
        { propertyName: 'categoryId', operator: 'equal', targetValue: id(w, 'newCategory') },
        { propertyName: 'subCategoryId', operator: 'equal', targetValue: id(w, 'newSubCategory') },
        { propertyName: 'ruleSetIds', operator: 'equal', targetValue: id(w, 'ruleSet') },
      ]),
    'paged',
  ),
  {
    ...post(HIERARCHY, 'tickethierarchy/getticketcategorysetsformanager', () => query(), 'paged'),
    as: 'storeManager',
  },
  post(
    HIERARCHY,
    'tickethierarchy/getticketcategoryset',
    (w) => ({ Id: id(w, 'newSet') }),
    'read',
    (w, a) => {
      w.saved.newSet = asObject(a);
    },
  ),
  post(
    HIERARCHY,
    'tickethierarchy/UpdateTicketCategorySet',
    (w) => ({ ...w.saved.newSet, isSms: true }),
    'write',
  ),
  post(HIERARCHY, 'tickethierarchy/FindTicketCategorySets', (w) => ({ term: w.tag }), 'read'),
  post(
    HIERARCHY,
    'tickethierarchy/CreateOrUpdateCategorySetMail',
    (w) => {
      w.ids.setMail = newId();
      return {
        id: w.ids.setMail,
        ticketCategorySetId: id(w, 'newSet'),
        emailAddress: `kirilim.${w.tag}@example.test`,
        isActive: true,
      };
    },
    'write',
  ),
  post(HIERARCHY, 'tickethierarchy/GetCategorySetMails', (w) => ({ Id: id(w, 'newSet') }), 'read'),
  post(
    HIERARCHY,
    'tickethierarchy/CheckDublicateCategorySetMail',
    (w) => ({
      ticketCategorySetId: id(w, 'newSet'),
      emailAddress: `kirilim.${w.tag}@example.test`,
    }),
    'read',
  ),
  post(
    HIERARCHY,
    'tickethierarchy/DeleteCategorySetMail',
    (w) => ({ Id: id(w, 'setMail') }),
    'write',
  ),
  read('tickethierarchy/getalltickettypes', () => 'tickethierarchy/getalltickettypes'),
  read(
    'tickethierarchy/getallticketcategories?typeId',
    (w) => `tickethierarchy/getallticketcategories?typeId=${id(w, 'type')}`,
  ),
  read(
    'tickethierarchy/getallticketsubcategories?typeId&categoryId',
    (w) =>
      `tickethierarchy/getallticketsubcategories?typeId=${id(w, 'type')}&categoryId=${id(w, 'category')}`,
  ),
  read(
    'tickethierarchy/ticketcategoriesoftype?typeId',
    (w) => `tickethierarchy/ticketcategoriesoftype?typeId=${id(w, 'type')}`,
  ),
  read(
    'tickethierarchy/TicketSubCategoriesOfCategories?typeId&categoryId',
    (w) =>
      `tickethierarchy/TicketSubCategoriesOfCategories?typeId=${id(w, 'type')}&categoryId=${id(w, 'category')}`,
  ),
  read(
    'tickethierarchy/getalltickettypesForManager',
    () => 'tickethierarchy/getalltickettypesForManager',
    'storeManager',
  ),
  read(
    'tickethierarchy/ticketcategoriesoftypeForManager?typeId',
    (w) => `tickethierarchy/ticketcategoriesoftypeForManager?typeId=${id(w, 'type')}`,
    'storeManager',
  ),
  read(
    'tickethierarchy/TicketSubCategoriesOfCategoriesForManager?typeId&categoryId',
    (w) =>
      `tickethierarchy/TicketSubCategoriesOfCategoriesForManager?typeId=${id(w, 'type')}&categoryId=${id(w, 'category')}`,
    'storeManager',
  ),
  read('tickethierarchy/{id}/rules', (w) => `tickethierarchy/${id(w, 'newSet')}/rules`),

  post(
    RULE_SETS,
    'rulesets/list',
    () =>
      query({ maxItemCountPerPage: 15 }, [
        { propertyName: 'rulesetname', operator: 'contains', targetValue: 'Saat' },
      ]),
    'paged',
  ),
  post(RULE_SETS, 'rulesets/GetRuleSet', (w) => ({ id: id(w, 'ruleSet') }), 'read'),
  post(
    RULE_SETS,
    'rulesets/CreateRuleSet',
    (w) => {
      w.ids.newRuleSet = newId();
      return {
        id: w.ids.newRuleSet,
        name: `Uyum Kural Seti ${w.tag}`,
        sla: 24,
        isCaseClosed: false,
        isDeletedFromSLA: false,
        rules: [],
        flows: [{ id: newId(), roleId: id(w, 'storeManagerRole'), actionStatus: 1 }],
      };
    },
    'write',
  ),
  post(
    RULE_SETS,
    'rulesets/UpdateRuleSet',
    (w) => ({ id: id(w, 'newRuleSet'), sla: 48, isCaseClosed: false, isDeletedFromSLA: false }),
    'write',
  ),
  post(
    RULE_SETS,
    'rulesets/GetRuleTemplates',
    () =>
      query(
        {},
        [{ propertyName: 'displayname', operator: 'contains', targetValue: 'zorunlu' }],
        [{ propertyName: 'displayname', direction: 0 }],
      ),
    'paged',
    (w, a) => {
      w.ids.templateName = pickId(a, 'items', 0, 'name');
      w.ids.templateDisplayName = pickId(a, 'items', 0, 'displayName');
    },
  ),
  post(
    RULE_SETS,
    'rulesets/AddRuleTemplate',
    (w) => ({
      id: newId(),
      name: `Information.Uyum${w.tag}.IsOptional`,
      displayName: `Uyum ${w.tag}`,
      value: '1',
    }),
    'write',
  ),
  post(
    RULE_SETS,
    'rulesets/CreateRuleSetOfRule',
    (w) => {
      w.ids.rule = newId();
      return {
        id: w.ids.rule,
        name: id(w, 'templateName'),
        displayName: id(w, 'templateDisplayName'),
        value: '1',
        isActive: true,
        ruleSetId: id(w, 'newRuleSet'),
      };
    },
    'write',
  ),
  post(RULE_SETS, 'rulesets/GetRuleSetOfRules', (w) => ({ id: id(w, 'newRuleSet') }), 'read'),
  post(
    RULE_SETS,
    'rulesets/UpdateRuleSetOfRule',
    (w) => ({ id: id(w, 'rule'), value: '1', isActive: false }),
    'write',
  ),
  post(RULE_SETS, 'rulesets/DeleteRuleSetOfRule', (w) => ({ id: id(w, 'rule') }), 'write'),
  post(
    RULE_SETS,
    'rulesets/getCategorySetsOfRuleSet',
    (w) => ({
      ruleSetId: id(w, 'ruleSet'),
      ...query(
        { maxItemCountPerPage: 5 },
        [],
        [
          { propertyName: 'typeName', priority: 1, direction: 0 },
          { propertyName: 'categoryName', priority: 2, direction: 0 },
          { propertyName: 'subCategoryName', priority: 3, direction: 0 },
        ],
      ),
    }),
    'paged',
  ),
  post(
    RULE_SETS,
    'rulesets/DeleteRuleSetOfCategory',
    (w) => ({ ruleSetId: id(w, 'ruleSet'), categorySetId: id(w, 'newSet') }),
    'write',
  ),
  post(
    RULE_SETS,
    'rulesets/CreateRuleSetOfCategory',
    (w) => ({ ruleSetId: id(w, 'newRuleSet'), categorySetId: id(w, 'newSet') }),
    'write',
  ),
  post(
    RULE_SETS,
    'rulesets/OverrideRuleSetOfCategory',
    (w) => ({ ruleSetId: id(w, 'ruleSet'), categorySetId: id(w, 'newSet') }),
    'write',
  ),
  post(RULE_SETS, 'rulesets/GetFlowsByRuleId', (w) => ({ id: id(w, 'newRuleSet') }), 'read'),
  post(
    RULE_SETS,
    'rulesets/CreateFlow',
    (w) => {
      w.ids.readFlow = newId();
      return {
        id: w.ids.readFlow,
        ruleId: id(w, 'newRuleSet'),
        roleId: id(w, 'expertRole'),
        actionStatus: 0,
      };
    },
    'write',
  ),
  post(
    RULE_SETS,
    'rulesets/UpdateFlow',
    (w) => ({ id: id(w, 'readFlow'), actionStatus: 0 }),
    'write',
  ),
  post(RULE_SETS, 'rulesets/DeleteRuleSetOfFlow', (w) => ({ id: id(w, 'readFlow') }), 'write'),
];
