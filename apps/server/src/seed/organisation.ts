import { PERMISSIONS, type Permission } from '@ccms/contract/permissions';
import { rolePermissions, roles, userRolesInStores, users } from '../db/schema/organisation.ts';
import type { RowSink } from './batch.ts';
import { stableId } from './random.ts';
import { ONLINE_SHOP_NAME, storeName } from './stores.ts';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'demo';

type RoleDef = {
  name: string;
  roleType: number;
  permissions: readonly Permission[];
  isECommerceBackOffice?: boolean;
};

const CALL_CENTRE_BASE: Permission[] = ['Cti', 'Customer', 'Customer.Crud', 'Customer.Flag'];

/** Every role type: 0/1/3 store, 4 department, 5 call-centre partner. */
export const ROLE_DEFS: RoleDef[] = [
  {
    name: 'Mağaza Müdürü',
    roleType: 1,
    // Store managers own the store-complaint rule sets: closing one needs a call wrap-up.
    // Reports: their own store's figures (docs/domain.md §25).
    permissions: ['Manager', 'Ticket.Create', 'Customer', 'Ticket.CallWrapUps', 'Reports'],
  },
  { name: 'Mağaza Personeli', roleType: 1, permissions: ['Customer', 'Ticket.Create'] },
  { name: 'Mağaza Müdür Yardımcısı', roleType: 3, permissions: ['Customer', 'Ticket.Create'] },
  { name: 'Mağaza Kasiyer', roleType: 0, permissions: ['Customer'] },
  {
    name: 'Müşteri Hizmetleri Uzmanı',
    roleType: 4,
    permissions: [
      'Customer',
      'Customer.Crud',
      'Customer.Flag',
      'Stores',
      'Definition.WrapUps',
      'Ticket.Create',
      'Ticket.AllTickets',
      'Ticket.ExcelList',
      'Ticket.CanSeeDiscountCode',
      'Ticket.CallWrapUps',
      'Ticket.Edit',
      'Ticket.EditDescription',
      'Ticket.LastEdit',
    ],
  },
  {
    name: 'E-Ticaret Back Office',
    roleType: 4,
    isECommerceBackOffice: true,
    permissions: [
      'Customer',
      'Ticket.AllTickets',
      'Ticket.ExcelList',
      'Ticket.CanSeeDiscountCode',
      'Ticket.CallWrapUps',
      'Reports',
    ],
  },
  {
    name: 'Merkez Satın Alma Uzmanı',
    roleType: 4,
    permissions: ['Customer', 'Ticket.CallWrapUps'],
  },
  {
    name: 'Kalite Güvence Uzmanı',
    roleType: 4,
    permissions: ['Customer', 'Ticket.CallWrapUps', 'Ticket.ExcelList'],
  },
  { name: 'Bölge Müdürü', roleType: 4, permissions: ['RegionManager', 'Customer', 'Reports'] },
  { name: 'Alan Müdürü', roleType: 4, permissions: ['AreaManager', 'Customer', 'Reports'] },
  { name: 'Sistem Yöneticisi', roleType: 4, permissions: PERMISSIONS },
  {
    name: 'Çağrı Merkezi Temsilcisi',
    roleType: 5,
    permissions: [...CALL_CENTRE_BASE, 'Ticket.Create', 'Ticket.CallWrapUps'],
  },
  {
    name: 'Çağrı Merkezi Takım Lideri',
    roleType: 5,
    permissions: [
      ...CALL_CENTRE_BASE,
      'Ticket.Create',
      'Ticket.MultipleCreate',
      'Ticket.AllTickets',
      'Ticket.ExcelList',
      'Ticket.CallWrapUps',
      'Ticket.CanSeeActivityPlus',
      'Ticket.LastEdit',
      'Reports',
    ],
  },
];

type UserDef = {
  email: string;
  name: string;
  surname: string;
  /** 1 retailer, 0 call-centre partner. */
  userType: number;
  isActive?: boolean;
  ccmsIdent?: string;
  positionIdent?: string;
  /** [role name, unit name]. */
  roles: [string, string][];
};

const MH = 'Müşteri Hizmetleri';
const OPS = 'Mağaza Operasyon';
const KADIKOY = storeName('İstanbul Kadıköy Bahariye');
const KIZILAY = storeName('Ankara Kızılay');
const ALSANCAK = storeName('İzmir Alsancak');

const agent = (no: number, name: string, surname: string, email: string): UserDef => ({
  email,
  name,
  surname,
  userType: 0,
  ccmsIdent: `CCMS${no}`,
  positionIdent: `POS-${no}`,
  roles: [['Çağrı Merkezi Temsilcisi', MH]],
});

const staff = (name: string, surname: string, email: string, roles: [string, string][]) => ({
  email,
  name,
  surname,
  userType: 1,
  roles,
});

/** The five demo users the product and its tests rely on come first. */
export const USER_DEFS: UserDef[] = [
  staff('Ayşe', 'Yılmaz', 'admin@demo.local', [['Sistem Yöneticisi', MH]]),
  agent(1001, 'Mehmet', 'Demir', 'agent@demo.local'),
  staff('Zeynep', 'Kaya', 'manager@demo.local', [['Mağaza Müdürü', KADIKOY]]),
  staff('Emre', 'Çelik', 'backoffice@demo.local', [
    ['E-Ticaret Back Office', 'E-Ticaret Back Office'],
  ]),
  staff('Burak', 'Şahin', 'area@demo.local', [['Alan Müdürü', OPS]]),
  {
    ...agent(1000, 'Selin', 'Arslan', 'lider@demo.local'),
    roles: [['Çağrı Merkezi Takım Lideri', MH]],
  },
  agent(1002, 'Can', 'Öztürk', 'can.ozturk@demo.local'),
  agent(1003, 'Gizem', 'Aksoy', 'gizem.aksoy@demo.local'),
  agent(1004, 'Hakan', 'Yıldız', 'hakan.yildiz@demo.local'),
  agent(1005, 'Sümeyye', 'Koç', 'sumeyye.koc@demo.local'),
  staff('Murat', 'Güneş', 'murat.gunes@demo.local', [
    ['Mağaza Müdürü', KIZILAY],
    ['Mağaza Müdürü', storeName('Ankara Tunalı')],
  ]),
  staff('Derya', 'Yalçın', 'derya.yalcin@demo.local', [['Mağaza Müdürü', ALSANCAK]]),
  staff('Serkan', 'Aydoğan', 'serkan.aydogan@demo.local', [
    ['Mağaza Müdürü', storeName('Bursa Zafer Plaza')],
  ]),
  staff('Özlem', 'Kılıç', 'ozlem.kilic@demo.local', [
    ['Mağaza Müdürü', storeName('Antalya MarkAntalya')],
  ]),
  staff('Ceren', 'Doğan', 'ceren.dogan@demo.local', [['Mağaza Personeli', KADIKOY]]),
  staff('Onur', 'Polat', 'onur.polat@demo.local', [['Mağaza Müdür Yardımcısı', KADIKOY]]),
  staff('İrem', 'Çakır', 'irem.cakir@demo.local', [
    ['Mağaza Kasiyer', storeName('İstanbul Beşiktaş Çarşı')],
  ]),
  staff('Tuğba', 'Erdem', 'tugba.erdem@demo.local', [['Mağaza Personeli', KIZILAY]]),
  staff('İsmail', 'Uçar', 'ismail.ucar@demo.local', [['Mağaza Personeli', ONLINE_SHOP_NAME]]),
  staff('Deniz', 'Korkmaz', 'deniz.korkmaz@demo.local', [
    ['Kalite Güvence Uzmanı', 'Kalite Güvence'],
  ]),
  staff('Volkan', 'Aslan', 'volkan.aslan@demo.local', [
    ['Merkez Satın Alma Uzmanı', 'Merkez Satın Alma'],
  ]),
  staff('Esra', 'Kurt', 'esra.kurt@demo.local', [['Müşteri Hizmetleri Uzmanı', MH]]),
  staff('Gökhan', 'Özdemir', 'gokhan.ozdemir@demo.local', [
    ['Müşteri Hizmetleri Uzmanı', 'Sadakat Programı'],
  ]),
  staff('Aylin', 'Çetin', 'aylin.cetin@demo.local', [['Müşteri Hizmetleri Uzmanı', 'Pazarlama']]),
  staff('Pınar', 'Şimşek', 'pinar.simsek@demo.local', [
    ['E-Ticaret Back Office', 'E-Ticaret Back Office'],
  ]),
  staff('Kemal', 'Yavuz', 'bolge.marmara@demo.local', [['Bölge Müdürü', OPS]]),
  staff('Sibel', 'Ateş', 'alan.ankara@demo.local', [['Alan Müdürü', OPS]]),
  {
    ...staff('Hüseyin', 'Tekin', 'pasif@demo.local', [['Mağaza Personeli', ALSANCAK]]),
    isActive: false,
  },
];

export const roleId = (name: string) => stableId('role', name);
export const userId = (email: string) => stableId('user', email);

/**
 * Writes roles, their permissions, the users and their roles in units. `storeIds` maps unit
 * names to ids; `passwordHash` is hashed once by the caller and shared by all demo users.
 */
export async function seedOrganisation(
  sink: RowSink,
  storeIds: Map<string, string>,
  passwordHash: string,
): Promise<void> {
  const roleTypes = new Map(ROLE_DEFS.map((r) => [r.name, r.roleType]));
  await sink.put(
    roles,
    ROLE_DEFS.map((r) => ({
      id: roleId(r.name),
      name: r.name,
      roleType: r.roleType,
      isECommerceBackOffice: r.isECommerceBackOffice ?? false,
    })),
  );
  await sink.put(
    rolePermissions,
    ROLE_DEFS.flatMap((r) =>
      r.permissions.map((permission) => ({ roleId: roleId(r.name), permission })),
    ),
  );
  await sink.put(
    users,
    USER_DEFS.map((u) => ({
      id: userId(u.email),
      name: u.name,
      surname: u.surname,
      // The users screen sets userName to the name; the seed does the same.
      userName: u.name,
      emailAddress: u.email,
      userType: u.userType,
      isActive: u.isActive ?? true,
      ccmsIdent: u.ccmsIdent ?? null,
      positionIdent: u.positionIdent ?? null,
      passwordHash,
    })),
  );
  const storeRoleHolders = new Set<string>();
  const links = USER_DEFS.flatMap((u) =>
    u.roles.map(([role, unit]) => {
      const storeId = storeIds.get(unit);
      const roleType = roleTypes.get(role);
      if (!storeId || roleType === undefined) throw new Error(`Seed: unknown ${role} / ${unit}`);
      // At a store, a store-type role has one holder (docs/domain.md §1 User role in store).
      if (roleType !== 4 && roleType !== 5) {
        const key = `${role}|${unit}`;
        if (storeRoleHolders.has(key)) throw new Error(`Seed: ${key} held twice`);
        storeRoleHolders.add(key);
      }
      return {
        id: stableId('user-role', u.email, role, unit),
        userId: userId(u.email),
        roleId: roleId(role),
        storeId,
      };
    }),
  );
  await sink.put(userRolesInStores, links);
}
