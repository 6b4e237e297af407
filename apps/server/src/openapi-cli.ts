import fs from 'node:fs';
import { generateOpenApiDocument, OPENAPI_FILE } from './openapi-document.ts';

/** `npm run openapi`: rewrites the committed OpenAPI document from the route schemas. */
fs.writeFileSync(OPENAPI_FILE, await generateOpenApiDocument());
console.log(`OpenAPI belgesi yazıldı: ${OPENAPI_FILE}`);
