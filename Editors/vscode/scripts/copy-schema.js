// Copies the server's configuration schema (Protocol/config.schema.json in the mvvm-lsp
// repository) next to the extension, where package.json's yamlValidation points.
'use strict';
const fs = require('fs');
const path = require('path');

const source = path.resolve(__dirname, '..', '..', '..', 'Protocol', 'config.schema.json');
const target = path.resolve(__dirname, '..', 'schemas', 'config.schema.json');

function copySchema() {
  if (!fs.existsSync(source)) return false;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(source, target);
  return true;
}

if (require.main === module) {
  if (!copySchema()) {
    console.error(`copy-schema: ${source} does not exist`);
    process.exit(1);
  }
  console.log(`copy-schema: ${target}`);
}
module.exports = { copySchema, source, target };
