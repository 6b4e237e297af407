import { ruleSetFlows, ruleSetRules, ruleSets, ruleTemplates } from '../db/schema/rule-sets.ts';
import type { RowSink } from './batch.ts';
import { roleId } from './organisation.ts';
import { stableId } from './random.ts';

/**
 * The ticket fields a rule can make mandatory or optional (docs/domain.md §10 Rules of a rule set).
 */
const FIELDS = {
  Product: 'Ürün',
  Campaign: 'Kampanya',
  Order: 'Sipariş',
  CargoCompany: 'Kargo firması',
  DeliveryType: 'Teslimat tipi',
  Device: 'Cihaz',
  Problem: 'Problem',
  OrderCancelling: 'Sipariş iptal nedeni',
} as const;
type Field = keyof typeof FIELDS;

const SOLUTION_UNIT_RULE = 'Information.SolutionUnitId.Value';

type RuleSetDef = {
  name: string;
  /** Hours; 0 means no SLA. */
  sla: number;
  isCaseClosed?: boolean;
  isDeletedFromSLA?: boolean;
  mandatory?: Field[];
  optional?: Field[];
  /** Unit name that becomes the ticket's responsible unit; default the ticket's store. */
  solutionUnit?: string;
  /** The one role that owns (writes) tickets of this rule set. */
  write: string;
  read?: string[];
};

const AGENT = 'Çağrı Merkezi Temsilcisi';
const EXPERT = 'Müşteri Hizmetleri Uzmanı';
const QUALITY = 'Kalite Güvence Uzmanı';
const BACK_OFFICE = 'E-Ticaret Back Office';
const STORE_READERS = [
  'Mağaza Müdür Yardımcısı',
  'Mağaza Personeli',
  'Alan Müdürü',
  'Bölge Müdürü',
];

/** Rule sets by key; category sets in hierarchy.ts refer to these keys. */
export const RULE_SET_DEFS = {
  closed: {
    name: 'Bilgilendirme - Kapalı',
    sla: 0,
    isCaseClosed: true,
    solutionUnit: 'Müşteri Hizmetleri',
    write: AGENT,
  },
  general24: {
    name: 'Genel Talep - 24 Saat',
    sla: 24,
    solutionUnit: 'Müşteri Hizmetleri',
    write: AGENT,
    read: [EXPERT, 'Çağrı Merkezi Takım Lideri'],
  },
  store48: {
    name: 'Mağaza Şikayeti - 48 Saat',
    sla: 48,
    optional: ['Product'],
    write: 'Mağaza Müdürü',
    read: STORE_READERS,
  },
  thanks72: {
    name: 'Teşekkür - Mağaza Bilgilendirme',
    sla: 72,
    write: 'Mağaza Müdürü',
    read: STORE_READERS,
  },
  quality72: {
    name: 'Ürün Kalite - 72 Saat',
    sla: 72,
    mandatory: ['Product'],
    solutionUnit: 'Kalite Güvence',
    write: QUALITY,
    read: ['Mağaza Müdürü', 'Alan Müdürü'],
  },
  allergy24: {
    name: 'Alerji / Reaksiyon - 24 Saat',
    sla: 24,
    mandatory: ['Product'],
    solutionUnit: 'Kalite Güvence',
    write: QUALITY,
    read: [EXPERT, 'Mağaza Müdürü', 'Alan Müdürü', 'Bölge Müdürü'],
  },
  purchase72: {
    name: 'Satın Alma Talebi - 72 Saat',
    sla: 72,
    mandatory: ['Product'],
    solutionUnit: 'Merkez Satın Alma',
    write: 'Merkez Satın Alma Uzmanı',
    read: ['Mağaza Müdürü'],
  },
  ecomOrder: {
    name: 'E-Ticaret Sipariş - 48 Saat',
    sla: 48,
    mandatory: ['Order'],
    optional: ['OrderCancelling', 'Product', 'Device'],
    solutionUnit: 'E-Ticaret Back Office',
    write: BACK_OFFICE,
  },
  ecomCancel: {
    name: 'E-Ticaret Sipariş İptali - 24 Saat',
    sla: 24,
    mandatory: ['Order', 'OrderCancelling'],
    optional: ['Product'],
    solutionUnit: 'E-Ticaret Back Office',
    write: BACK_OFFICE,
  },
  ecomCargo: {
    name: 'E-Ticaret Kargo / Teslimat - 72 Saat',
    sla: 72,
    mandatory: ['Order', 'CargoCompany', 'DeliveryType'],
    optional: ['Problem', 'Product'],
    solutionUnit: 'E-Ticaret Back Office',
    write: BACK_OFFICE,
  },
  ecomApp: {
    name: 'Uygulama / Online Mağaza - 48 Saat',
    sla: 48,
    mandatory: ['Device', 'Problem'],
    optional: ['Campaign'],
    solutionUnit: 'E-Ticaret Back Office',
    write: BACK_OFFICE,
  },
  loyalty48: {
    name: 'Sadakat Programı - 48 Saat',
    sla: 48,
    optional: ['Campaign'],
    solutionUnit: 'Sadakat Programı',
    write: EXPERT,
  },
  campaign48: {
    name: 'Kampanya - 48 Saat',
    sla: 48,
    mandatory: ['Campaign'],
    solutionUnit: 'Pazarlama',
    write: EXPERT,
    read: ['Mağaza Müdürü'],
  },
  // One hour: the demo's overdue ticket (tickets.ts) is on it, whatever the hour it is seeded.
  callback1: {
    name: 'Acil Geri Arama - 1 Saat',
    sla: 1,
    solutionUnit: 'Müşteri Hizmetleri',
    write: AGENT,
    read: [EXPERT],
  },
  unlimited: {
    name: 'Sınırsız SLA',
    sla: 0,
    isDeletedFromSLA: true,
    solutionUnit: 'Müşteri Hizmetleri',
    write: EXPERT,
  },
} satisfies Record<string, RuleSetDef>;

export type RuleSetKey = keyof typeof RULE_SET_DEFS;

export const ruleSetId = (key: RuleSetKey) => stableId('rule-set', key);

const displayName = (field: Field, kind: 'IsMandatory' | 'IsOptional') =>
  `${FIELDS[field]} ${kind === 'IsMandatory' ? 'zorunlu' : 'isteğe bağlı'}`;

/** Writes rule templates, rule sets, their rules and flows (one write flow each). */
export async function seedRuleSets(sink: RowSink, storeIds: Map<string, string>): Promise<void> {
  const fields = Object.keys(FIELDS) as Field[];
  await sink.put(ruleTemplates, [
    ...fields.flatMap((field) =>
      (['IsMandatory', 'IsOptional'] as const).map((kind) => ({
        id: stableId('rule-template', field, kind),
        name: `Information.${field}.${kind}`,
        displayName: displayName(field, kind),
        value: '1',
      })),
    ),
    {
      id: stableId('rule-template', 'SolutionUnitId'),
      name: SOLUTION_UNIT_RULE,
      displayName: 'Çözüm birimi',
      value: '',
    },
  ]);

  const entries = Object.entries(RULE_SET_DEFS) as [RuleSetKey, RuleSetDef][];
  await sink.put(
    ruleSets,
    entries.map(([key, def]) => ({
      id: ruleSetId(key),
      name: def.name,
      sla: def.sla,
      isCaseClosed: def.isCaseClosed ?? false,
      isDeletedFromSLA: def.isDeletedFromSLA ?? false,
    })),
  );
  await sink.put(
    ruleSetRules,
    entries.flatMap(([key, def]) => {
      const rules = [
        ...(def.mandatory ?? []).map((f) => [f, 'IsMandatory'] as const),
        ...(def.optional ?? []).map((f) => [f, 'IsOptional'] as const),
      ].map(([field, kind]) => ({
        id: stableId('rule', key, field, kind),
        ruleSetId: ruleSetId(key),
        name: `Information.${field}.${kind}`,
        displayName: displayName(field, kind),
        value: '1',
      }));
      if (def.solutionUnit) {
        const unitId = storeIds.get(def.solutionUnit);
        if (!unitId) throw new Error(`Seed: unknown solution unit ${def.solutionUnit}`);
        rules.push({
          id: stableId('rule', key, 'SolutionUnitId'),
          ruleSetId: ruleSetId(key),
          name: SOLUTION_UNIT_RULE,
          displayName: 'Çözüm birimi',
          value: unitId,
        });
      }
      return rules;
    }),
  );
  await sink.put(
    ruleSetFlows,
    entries.flatMap(([key, def]) => [
      {
        id: stableId('flow', key, def.write),
        ruleSetId: ruleSetId(key),
        roleId: roleId(def.write),
        actionStatus: 1,
      },
      ...(def.read ?? []).map((role) => ({
        id: stableId('flow', key, role),
        ruleSetId: ruleSetId(key),
        roleId: roleId(role),
        actionStatus: 0,
      })),
    ]),
  );
}
