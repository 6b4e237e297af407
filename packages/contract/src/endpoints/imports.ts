import { defineEndpoint } from '../endpoint.ts';
import { envelopeOf, pagedOf } from '../envelope.ts';
import {
  ZImportIdRequest,
  ZImportKindQuery,
  ZImportRow,
  ZImportRowsQuery,
  ZImportSummary,
  ZImportsOfKind,
} from '../imports/schemas.ts';

// 'İçe Aktar' (docs/domain.md, Moving in): calls the specification has none of.

export const uploadImportFileEndpoint = defineEndpoint({
  method: 'POST',
  path: 'import/uploadImportFile',
  tag: 'import',
  summary:
    "Takes a file (.xlsx or .csv) of one kind in parts 'kind' and 'file'; a job reads and checks it, writing nothing",
  multipart: true,
  response: envelopeOf(ZImportSummary),
  extraErrors: [413],
});

export const getImportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'import/getImport',
  tag: 'import',
  summary: 'One import with its counts and progress',
  query: ZImportIdRequest,
  response: ZImportSummary,
});

export const getImportsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'import/getImports',
  tag: 'import',
  summary: "A kind's last imports, newest first",
  query: ZImportKindQuery,
  response: ZImportsOfKind,
});

export const getImportRowsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'import/getImportRows',
  tag: 'import',
  summary: "A checked import's rows of one outcome (refused by default), by row number, 20 a page",
  query: ZImportRowsQuery,
  response: pagedOf(ZImportRow),
});

export const applyImportEndpoint = defineEndpoint({
  method: 'POST',
  path: 'import/applyImport',
  tag: 'import',
  summary: "Writes a checked import's accepted rows by a job, in batches; refused rows are left",
  body: ZImportIdRequest,
  response: envelopeOf(ZImportSummary),
});

export const discardImportEndpoint = defineEndpoint({
  method: 'POST',
  path: 'import/discardImport',
  tag: 'import',
  summary: 'Drops a checked import without writing anything',
  body: ZImportIdRequest,
  response: envelopeOf(ZImportSummary),
});

export const undoImportEndpoint = defineEndpoint({
  method: 'POST',
  path: 'import/undoImport',
  tag: 'import',
  summary:
    "Puts back the rows of its kind's last applied import, while nobody has written them since",
  body: ZImportIdRequest,
  response: envelopeOf(ZImportSummary),
});

export const downloadImportTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: 'import/downloadImportTemplate',
  tag: 'import',
  summary: "A kind's .xlsx template: Turkish headers, one sample row, the allowed values",
  query: ZImportKindQuery,
  download: true,
});

export const exportImportRowsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'import/exportImportRows',
  tag: 'import',
  summary: "Every stored row of a kind as an .xlsx file of the template's shape",
  query: ZImportKindQuery,
  download: true,
});
