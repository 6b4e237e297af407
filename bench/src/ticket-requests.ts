// What the ticket-creation benchmarks send: the demo breakdown's ids, stores, sources, products,
// customers and agents read from the benchmark database, a ticket payload made of them, and a
// PDF of a given size (files are checked by their content).
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';

/** The breakdown: a complaint whose rule set makes products mandatory (SLA 24 h). */
const BREAKDOWN = {
  type: 'Şikayet',
  category: 'Alerji / Reaksiyon',
  subCategory: 'Cilt Reaksiyonu',
};

/** A PDF of exactly `bytes`: files are checked by their content, not their name. */
export function pdfOfSize(bytes: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj <<>> endobj\n';
  const tail = '\ntrailer <<>>\n%%EOF\n';
  const line = `%${'bench padding '.repeat(4)}\n`;
  let body = head;
  while (body.length + line.length + tail.length <= bytes) body += line;
  body += ' '.repeat(bytes - body.length - tail.length) + tail;
  return Buffer.from(body, 'latin1');
}

export type Fixtures = {
  breakdown: {
    typeId: string;
    categoryId: string;
    subCategoryId: string;
    setId: string;
    ruleSetId: string;
  };
  stores: string[];
  sources: string[];
  products: string[];
  customers: string[];
  users: { id: string; emailAddress: string; ccmsIdent: string | null }[];
};

/** What the request bodies are made of, read from the benchmark database. */
export async function loadFixtures(client: pg.Client): Promise<Fixtures> {
  const one = async (text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows;
  const [breakdown] = await one(
    `select s.type_id as "typeId", s.category_id as "categoryId",
       s.sub_category_id as "subCategoryId", s.id as "setId", s.rule_set_id as "ruleSetId"
     from ticket_category_sets s
     join ticket_types t on t.id = s.type_id
     join ticket_categories c on c.id = s.category_id
     join ticket_sub_categories sc on sc.id = s.sub_category_id
     where t.name = $1 and c.name = $2 and sc.name = $3 and s.is_active and not s.is_deleted`,
    [BREAKDOWN.type, BREAKDOWN.category, BREAKDOWN.subCategory],
  );
  if (!breakdown) throw new Error('The demo breakdown is missing: was the demo data seeded?');
  const ids = async (text: string) => (await one(text)).map((row) => row.id as string);
  const fixtures: Fixtures = {
    breakdown,
    // The set is an inbound (call type 1) one: any active shop that is not the online shop.
    stores: await ids('select id from stores where type = 0 and is_active and not is_e_commerce'),
    sources: await ids(`select id from sources where is_active and group_name = 'Genel'`),
    products: await ids('select id from products where is_active order by id limit 500'),
    customers: await ids('select id from customers where is_active'),
    // Call-centre agents (role type 5) who hold Ticket.MultipleCreate: a repeat of the breakdown
    // for a customer is then a warning, not a refusal, and customers do repeat among a million
    // tickets (docs/domain.md §11 Repeated tickets). The server runs the same check either way.
    users: (
      await one(
        `select u.id, u.email_address as "emailAddress", u.ccms_ident as "ccmsIdent"
         from users u
         where u.is_active and exists (
           select 1 from user_roles_in_stores urs
           join roles r on r.id = urs.role_id and r.role_type = 5
           join role_permissions p on p.role_id = r.id and p.permission = 'Ticket.Create'
           join role_permissions m on m.role_id = r.id and m.permission = 'Ticket.MultipleCreate'
           where urs.user_id = u.id)
         order by u.email_address`,
      )
    ).map((row) => row as Fixtures['users'][number]),
  };
  for (const [name, list] of Object.entries(fixtures)) {
    if (Array.isArray(list) && list.length === 0) throw new Error(`No ${name} for the requests`);
  }
  if (fixtures.products.length < 3) throw new Error('Too few products');
  return fixtures;
}

export const pickFrom = <T>(list: readonly T[]): T =>
  list[Math.floor(Math.random() * list.length)] as T;

/** A new ticket of the breakdown: fresh id, random customer, store, source and products. */
export function ticketPayload(f: Fixtures, productCount: number) {
  const products = new Set<string>();
  while (products.size < productCount) products.add(pickFrom(f.products));
  return {
    id: randomUUID(),
    customerId: pickFrom(f.customers),
    sourceId: pickFrom(f.sources),
    storeId: pickFrom(f.stores),
    ticketTypeId: f.breakdown.typeId,
    ticketCategoryId: f.breakdown.categoryId,
    ticketSubCategoryId: f.breakdown.subCategoryId,
    ticketCategorySetId: f.breakdown.setId,
    ruleSetId: f.breakdown.ruleSetId,
    description:
      'Müşteri ürünü kullandıktan sonra ciltte kızarıklık ve kaşıntı oluştuğunu bildirdi.',
    device: null,
    deviceOs: null,
    problemId: null,
    cargoCompanyId: null,
    deliveryTypeId: null,
    order: null,
    campaign: null,
    products: [...products].map((productId) => ({
      productId,
      count: 1 + Math.floor(Math.random() * 3),
    })),
    currentWatsonsCardNo: null,
    answers: [],
    isNotClosed: false,
    isWaitingForProduct: false,
    callWrapUpId: null,
    customerVoiceId: null,
    storeViewId: null,
  };
}

/**
 * A createTicket body as a browser sends it: the `ticket` JSON part, then one `files` part per
 * PDF. The PDF buffers are written as they are, not copied: send `parts` one after the other.
 */
export function multipartTicketBody(ticket: object, pdfs: { fileName: string; content: Buffer }[]) {
  const boundary = `----ccmsbench${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="ticket"\r\n\r\n${JSON.stringify(ticket)}\r\n`,
    ),
  ];
  for (const pdf of pdfs) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${pdf.fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    parts,
    length: parts.reduce((sum, part) => sum + part.length, 0),
  };
}
